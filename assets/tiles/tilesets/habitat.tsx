<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="habitat" tilewidth="32" tileheight="32" tilecount="1" columns="1">
 <image source="habitat.png" width="32" height="32"/>
 <tile id="0">
  <properties>
   <property name="habitat" value="B"/>
  </properties>
 </tile>
</tileset>
