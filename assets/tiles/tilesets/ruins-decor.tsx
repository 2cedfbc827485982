<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="ruins-decor" tilewidth="32" tileheight="32" tilecount="27" columns="9">
 <image source="ruins-decor.png" width="288" height="96"/>
 <tile id="0">
  <properties>
   <property name="decor" value="rug-0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="decor" value="rug-1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="decor" value="rug-2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="decor" value="rug-3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="decor" value="rug-4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="decor" value="rug-5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="decor" value="rug-6"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="decor" value="rug-7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="decor" value="rug-8"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="decor" value="mosaic-0"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="decor" value="mosaic-1"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="decor" value="mosaic-2"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="decor" value="mosaic-3"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="decor" value="mosaic-4"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="decor" value="mosaic-5"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="decor" value="mosaic-6"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="decor" value="mosaic-7"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="decor" value="mosaic-8"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="decor" value="dais-0"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="decor" value="dais-1"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="decor" value="dais-2"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="decor" value="dais-3"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="decor" value="dais-4"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="decor" value="dais-5"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="decor" value="dais-6"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="decor" value="dais-7"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="decor" value="dais-8"/>
  </properties>
 </tile>
</tileset>
