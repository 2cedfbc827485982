<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="ruins-shape" tilewidth="32" tileheight="32" tilecount="80" columns="16">
 <image source="ruins-shape.png" width="512" height="160"/>
 <tile id="0">
  <properties>
   <property name="shape" value="chamfer-0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="shape" value="chamfer-1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="shape" value="chamfer-2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="shape" value="chamfer-3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="shape" value="chamfer-4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="shape" value="chamfer-5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="shape" value="chamfer-6"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="shape" value="chamfer-7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="shape" value="chamfer-8"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="shape" value="chamfer-9"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="shape" value="chamfer-10"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="shape" value="chamfer-11"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="shape" value="chamfer-12"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="shape" value="chamfer-13"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="shape" value="chamfer-14"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="shape" value="chamfer-15"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="shape" value="round-0"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="shape" value="round-1"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="shape" value="round-2"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="shape" value="round-3"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="shape" value="round-4"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="shape" value="round-5"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="shape" value="round-6"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="shape" value="round-7"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="shape" value="round-8"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="shape" value="round-9"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="shape" value="round-10"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="shape" value="round-11"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="shape" value="round-12"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="shape" value="round-13"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="shape" value="round-14"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="shape" value="round-15"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="shape" value="columns-0"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="shape" value="columns-1"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="shape" value="columns-2"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="shape" value="columns-3"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="shape" value="columns-4"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="shape" value="columns-5"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="shape" value="columns-6"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="shape" value="columns-7"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="shape" value="columns-8"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="shape" value="columns-9"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="shape" value="columns-10"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="shape" value="columns-11"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="shape" value="columns-12"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="shape" value="columns-13"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="shape" value="columns-14"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="shape" value="columns-15"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="shape" value="chamfer-tip-floor-0"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="shape" value="chamfer-tip-floor-1"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="shape" value="chamfer-tip-floor-2"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="shape" value="chamfer-tip-floor-3"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="shape" value="chamfer-tip-floor-4"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="shape" value="chamfer-tip-floor-5"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="shape" value="chamfer-tip-floor-6"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="shape" value="chamfer-tip-floor-7"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="shape" value="chamfer-tip-floor-8"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="shape" value="chamfer-tip-floor-9"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="shape" value="chamfer-tip-floor-10"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="shape" value="chamfer-tip-floor-11"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="shape" value="chamfer-tip-floor-12"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="shape" value="chamfer-tip-floor-13"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="shape" value="chamfer-tip-floor-14"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="shape" value="chamfer-tip-floor-15"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="shape" value="round-tip-floor-0"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="shape" value="round-tip-floor-1"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="shape" value="round-tip-floor-2"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="shape" value="round-tip-floor-3"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="shape" value="round-tip-floor-4"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="shape" value="round-tip-floor-5"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="shape" value="round-tip-floor-6"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="shape" value="round-tip-floor-7"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="shape" value="round-tip-floor-8"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="shape" value="round-tip-floor-9"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="shape" value="round-tip-floor-10"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="shape" value="round-tip-floor-11"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="shape" value="round-tip-floor-12"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="shape" value="round-tip-floor-13"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="shape" value="round-tip-floor-14"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="shape" value="round-tip-floor-15"/>
  </properties>
 </tile>
</tileset>
