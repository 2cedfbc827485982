<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="caverns-decor" tilewidth="32" tileheight="32" tilecount="27" columns="9">
 <image source="caverns-decor.png" width="288" height="96"/>
 <tile id="0">
  <properties>
   <property name="decor" value="moss-0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="decor" value="moss-1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="decor" value="moss-2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="decor" value="moss-3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="decor" value="moss-4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="decor" value="moss-5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="decor" value="moss-6"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="decor" value="moss-7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="decor" value="moss-8"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="decor" value="fungus-0"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="decor" value="fungus-1"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="decor" value="fungus-2"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="decor" value="fungus-3"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="decor" value="fungus-4"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="decor" value="fungus-5"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="decor" value="fungus-6"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="decor" value="fungus-7"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="decor" value="fungus-8"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="decor" value="bones-0"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="decor" value="bones-1"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="decor" value="bones-2"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="decor" value="bones-3"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="decor" value="bones-4"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="decor" value="bones-5"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="decor" value="bones-6"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="decor" value="bones-7"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="decor" value="bones-8"/>
  </properties>
 </tile>
</tileset>
