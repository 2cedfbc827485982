<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="icons" tilewidth="32" tileheight="32" tilecount="13" columns="13">
 <image source="icons.png" width="416" height="32"/>
 <tile id="0">
  <properties>
   <property name="icon" value="entry"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="icon" value="stairs"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="icon" value="monster"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="icon" value="monster2"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="icon" value="feature"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="icon" value="door"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="icon" value="chest"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="icon" value="campfire"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="icon" value="secret_passage"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="icon" value="warp_portal"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="icon" value="boat"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="icon" value="sword"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="icon" value="legendary"/>
  </properties>
 </tile>
</tileset>
