<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="nodes" tilewidth="16" tileheight="16" tilecount="1" columns="1">
 <image source="nodes.png" width="16" height="16"/>
 <tile id="0">
  <properties>
   <property name="icon" value="node"/>
  </properties>
 </tile>
</tileset>
