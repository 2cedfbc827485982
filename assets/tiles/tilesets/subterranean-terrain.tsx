<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.6" name="subterranean-terrain" tilewidth="32" tileheight="32" tilecount="126" columns="16">
 <image source="subterranean-terrain.png" width="512" height="256"/>
 <tile id="0">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="grate"/>
   <property name="edges" value="1010"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="0101"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="1010"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="1011"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_a"/>
   <property name="edges" value="1110"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="0101"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="1011"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="cell" value="lower"/>
   <property name="art" value="rough_b"/>
   <property name="edges" value="1110"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="E"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="E"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="E"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="E"/>
   <property name="edges" value="1010"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="N"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="N"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="N"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="S"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="S"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="cell" value="stair"/>
   <property name="art" value="S"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0002"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0020"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0021"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0022"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0101"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0120"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0200"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="0202"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="1010"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="1021"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_a"/>
   <property name="edges" value="2000"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0002"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0020"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0021"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0022"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0101"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0120"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0202"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="0220"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="1021"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="1120"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_b"/>
   <property name="edges" value="2000"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="0020"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="0021"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="0120"/>
  </properties>
 </tile>
 <tile id="91">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="92">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="93">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="94">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="2000"/>
  </properties>
 </tile>
 <tile id="95">
  <properties>
   <property name="cell" value="upper"/>
   <property name="art" value="plate_c"/>
   <property name="edges" value="2100"/>
  </properties>
 </tile>
 <tile id="96">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="97">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="98">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="99">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="100">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="101">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0101"/>
  </properties>
 </tile>
 <tile id="102">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="103">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="0111"/>
  </properties>
 </tile>
 <tile id="104">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="105">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="106">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1010"/>
  </properties>
 </tile>
 <tile id="107">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1011"/>
  </properties>
 </tile>
 <tile id="108">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="109">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1101"/>
  </properties>
 </tile>
 <tile id="110">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1110"/>
  </properties>
 </tile>
 <tile id="111">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_a"/>
   <property name="edges" value="1111"/>
  </properties>
 </tile>
 <tile id="112">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="0000"/>
  </properties>
 </tile>
 <tile id="113">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="0001"/>
  </properties>
 </tile>
 <tile id="114">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="0010"/>
  </properties>
 </tile>
 <tile id="115">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="0011"/>
  </properties>
 </tile>
 <tile id="116">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="0100"/>
  </properties>
 </tile>
 <tile id="117">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="0110"/>
  </properties>
 </tile>
 <tile id="118">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="0111"/>
  </properties>
 </tile>
 <tile id="119">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="1000"/>
  </properties>
 </tile>
 <tile id="120">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="1001"/>
  </properties>
 </tile>
 <tile id="121">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="1010"/>
  </properties>
 </tile>
 <tile id="122">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="1100"/>
  </properties>
 </tile>
 <tile id="123">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="1101"/>
  </properties>
 </tile>
 <tile id="124">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="1110"/>
  </properties>
 </tile>
 <tile id="125">
  <properties>
   <property name="cell" value="wall"/>
   <property name="art" value="basalt_b"/>
   <property name="edges" value="1111"/>
  </properties>
 </tile>
</tileset>
