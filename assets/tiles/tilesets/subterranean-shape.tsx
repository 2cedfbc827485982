<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="subterranean-shape" tilewidth="32" tileheight="32" tilecount="112" columns="16">
 <image source="subterranean-shape.png" width="512" height="224"/>
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
   <property name="shape" value="chamfer-tip-upper-0"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="shape" value="chamfer-tip-upper-1"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="shape" value="chamfer-tip-upper-2"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="shape" value="chamfer-tip-upper-3"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="shape" value="chamfer-tip-upper-4"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="shape" value="chamfer-tip-upper-5"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="shape" value="chamfer-tip-upper-6"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="shape" value="chamfer-tip-upper-7"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="shape" value="chamfer-tip-upper-8"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="shape" value="chamfer-tip-upper-9"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="shape" value="chamfer-tip-upper-10"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="shape" value="chamfer-tip-upper-11"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="shape" value="chamfer-tip-upper-12"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="shape" value="chamfer-tip-upper-13"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="shape" value="chamfer-tip-upper-14"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="shape" value="chamfer-tip-upper-15"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="shape" value="chamfer-tip-lower-0"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="shape" value="chamfer-tip-lower-1"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="shape" value="chamfer-tip-lower-2"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="shape" value="chamfer-tip-lower-3"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="shape" value="chamfer-tip-lower-4"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="shape" value="chamfer-tip-lower-5"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="shape" value="chamfer-tip-lower-6"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="shape" value="chamfer-tip-lower-7"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="shape" value="chamfer-tip-lower-8"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="shape" value="chamfer-tip-lower-9"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="shape" value="chamfer-tip-lower-10"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="shape" value="chamfer-tip-lower-11"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="shape" value="chamfer-tip-lower-12"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="shape" value="chamfer-tip-lower-13"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="shape" value="chamfer-tip-lower-14"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="shape" value="chamfer-tip-lower-15"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="shape" value="round-tip-upper-0"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="shape" value="round-tip-upper-1"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="shape" value="round-tip-upper-2"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="shape" value="round-tip-upper-3"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="shape" value="round-tip-upper-4"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="shape" value="round-tip-upper-5"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="shape" value="round-tip-upper-6"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="shape" value="round-tip-upper-7"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="shape" value="round-tip-upper-8"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="shape" value="round-tip-upper-9"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="shape" value="round-tip-upper-10"/>
  </properties>
 </tile>
 <tile id="91">
  <properties>
   <property name="shape" value="round-tip-upper-11"/>
  </properties>
 </tile>
 <tile id="92">
  <properties>
   <property name="shape" value="round-tip-upper-12"/>
  </properties>
 </tile>
 <tile id="93">
  <properties>
   <property name="shape" value="round-tip-upper-13"/>
  </properties>
 </tile>
 <tile id="94">
  <properties>
   <property name="shape" value="round-tip-upper-14"/>
  </properties>
 </tile>
 <tile id="95">
  <properties>
   <property name="shape" value="round-tip-upper-15"/>
  </properties>
 </tile>
 <tile id="96">
  <properties>
   <property name="shape" value="round-tip-lower-0"/>
  </properties>
 </tile>
 <tile id="97">
  <properties>
   <property name="shape" value="round-tip-lower-1"/>
  </properties>
 </tile>
 <tile id="98">
  <properties>
   <property name="shape" value="round-tip-lower-2"/>
  </properties>
 </tile>
 <tile id="99">
  <properties>
   <property name="shape" value="round-tip-lower-3"/>
  </properties>
 </tile>
 <tile id="100">
  <properties>
   <property name="shape" value="round-tip-lower-4"/>
  </properties>
 </tile>
 <tile id="101">
  <properties>
   <property name="shape" value="round-tip-lower-5"/>
  </properties>
 </tile>
 <tile id="102">
  <properties>
   <property name="shape" value="round-tip-lower-6"/>
  </properties>
 </tile>
 <tile id="103">
  <properties>
   <property name="shape" value="round-tip-lower-7"/>
  </properties>
 </tile>
 <tile id="104">
  <properties>
   <property name="shape" value="round-tip-lower-8"/>
  </properties>
 </tile>
 <tile id="105">
  <properties>
   <property name="shape" value="round-tip-lower-9"/>
  </properties>
 </tile>
 <tile id="106">
  <properties>
   <property name="shape" value="round-tip-lower-10"/>
  </properties>
 </tile>
 <tile id="107">
  <properties>
   <property name="shape" value="round-tip-lower-11"/>
  </properties>
 </tile>
 <tile id="108">
  <properties>
   <property name="shape" value="round-tip-lower-12"/>
  </properties>
 </tile>
 <tile id="109">
  <properties>
   <property name="shape" value="round-tip-lower-13"/>
  </properties>
 </tile>
 <tile id="110">
  <properties>
   <property name="shape" value="round-tip-lower-14"/>
  </properties>
 </tile>
 <tile id="111">
  <properties>
   <property name="shape" value="round-tip-lower-15"/>
  </properties>
 </tile>
</tileset>
