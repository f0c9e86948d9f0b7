function ye(e){let t=!1,n=[];for(let o=0;o<e.length;o++){let r=e.charAt(o);switch(r){case"_":t=!0;break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":case"8":case"9":n.push(r),t=!1;break;default:t&&(t=!1,r=r.toUpperCase()),n.push(r);break}}return n.join("")}function bt(e){return e.replace(/[A-Z]/g,t=>"_"+t.toLowerCase())}var Us=new Set(["constructor","toString","toJSON","valueOf"]);function Le(e){return Us.has(e)?e+"$":e}function Oo(){let e=0,t=0;for(let o=0;o<28;o+=7){let r=this.buf[this.pos++];if(e|=(r&127)<<o,(r&128)==0)return this.assertBounds(),[e,t]}let n=this.buf[this.pos++];if(e|=(n&15)<<28,t=(n&112)>>4,(n&128)==0)return this.assertBounds(),[e,t];for(let o=3;o<=31;o+=7){let r=this.buf[this.pos++];if(t|=(r&127)<<o,(r&128)==0)return this.assertBounds(),[e,t]}throw new Error("invalid varint")}function yt(e,t,n){for(let a=0;a<28;a=a+7){let s=e>>>a,i=!(!(s>>>7)&&t==0),u=(i?s|128:s)&255;if(n.push(u),!i)return}let o=e>>>28&15|(t&7)<<4,r=t>>3!=0;if(n.push((r?o|128:o)&255),!!r){for(let a=3;a<31;a=a+7){let s=t>>>a,i=!!(s>>>7),u=(i?s|128:s)&255;if(n.push(u),!i)return}n.push(t>>>31&1)}}var ht=4294967296;function ln(e){let t=e[0]==="-";t&&(e=e.slice(1));let n=1e6,o=0,r=0;function a(s,i){let u=Number(e.slice(s,i));r*=n,o=o*n+u,o>=ht&&(r=r+(o/ht|0),o=o%ht)}return a(-24,-18),a(-18,-12),a(-12,-6),a(-6),t?Co(o,r):dn(o,r)}function Fo(e,t){let n=dn(e,t),o=n.hi&2147483648;o&&(n=Co(n.lo,n.hi));let r=cn(n.lo,n.hi);return o?"-"+r:r}function cn(e,t){if({lo:e,hi:t}=Ws(e,t),t<=2097151)return String(ht*t+e);let n=e&16777215,o=(e>>>24|t<<8)&16777215,r=t>>16&65535,a=n+o*6777216+r*6710656,s=o+r*8147497,i=r*2,u=1e7;return a>=u&&(s+=Math.floor(a/u),a%=u),s>=u&&(i+=Math.floor(s/u),s%=u),i.toString()+Vo(s)+Vo(a)}function Ws(e,t){return{lo:e>>>0,hi:t>>>0}}function dn(e,t){return{lo:e|0,hi:t|0}}function Co(e,t){return t=~t,e?e=~e+1:t+=1,dn(e,t)}var Vo=e=>{let t=String(e);return"0000000".slice(t.length)+t};function Ye(e,t){if(e>=0){for(;e>127;)t.push(e&127|128),e=e>>>7;t.push(e)}else{for(let n=0;n<9;n++)t.push(e&127|128),e=e>>7;t.push(1)}}function Uo(){let e=this.buf[this.pos++],t=e&127;if((e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<7,(e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<14,(e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<21,(e&128)==0)return this.assertBounds(),t;e=this.buf[this.pos++],t|=(e&15)<<28;for(let n=5;(e&128)!==0&&n<10;n++)e=this.buf[this.pos++];if((e&128)!=0)throw new Error("invalid varint");return this.assertBounds(),t>>>0}var F=Ds();function Ds(){let e=new DataView(new ArrayBuffer(8));if(typeof BigInt=="function"&&typeof e.getBigInt64=="function"&&typeof e.getBigUint64=="function"&&typeof e.setBigInt64=="function"&&typeof e.setBigUint64=="function"&&(!!globalThis.Deno||!!globalThis.Bun||typeof process!="object"||typeof process.env!="object"||process.env.BUF_BIGINT_DISABLE!=="1")){let n=BigInt("-9223372036854775808"),o=BigInt("9223372036854775807"),r=BigInt("0"),a=BigInt("18446744073709551615");return{zero:BigInt(0),supported:!0,parse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>o||i<n)throw new Error(`invalid int64: ${s}`);return i},uParse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>a||i<r)throw new Error(`invalid uint64: ${s}`);return i},enc(s){return e.setBigInt64(0,this.parse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},uEnc(s){return e.setBigInt64(0,this.uParse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},dec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigInt64(0,!0)},uDec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigUint64(0,!0)}}}return{zero:"0",supported:!1,parse(n){return typeof n!="string"&&(n=n.toString()),Wo(n),n},uParse(n){return typeof n!="string"&&(n=n.toString()),Do(n),n},enc(n){return typeof n!="string"&&(n=n.toString()),Wo(n),ln(n)},uEnc(n){return typeof n!="string"&&(n=n.toString()),Do(n),ln(n)},dec(n,o){return Fo(n,o)},uDec(n,o){return cn(n,o)}}}function Wo(e){if(!/^-?[0-9]+$/.test(e))throw new Error("invalid int64: "+e)}function Do(e){if(!/^[0-9]+$/.test(e))throw new Error("invalid uint64: "+e)}var c;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(c||(c={}));function ae(e,t){switch(e){case c.STRING:return"";case c.BOOL:return!1;case c.DOUBLE:case c.FLOAT:return 0;case c.INT64:case c.UINT64:case c.SFIXED64:case c.FIXED64:case c.SINT64:return t?"0":F.zero;case c.BYTES:return new Uint8Array(0);default:return 0}}function Bo(e,t){switch(e){case c.BOOL:return t===!1;case c.STRING:return t==="";case c.BYTES:return t instanceof Uint8Array&&!t.byteLength;case c.DOUBLE:case c.FLOAT:return Object.is(t,0);default:return t==0}}var Po=2,se=Symbol.for("reflect unsafe local");function vt(e,t){let n=e[t.localName].case;return n===void 0?n:t.fields.find(o=>o.localName===n)}function zo(e,t){let n=t.localName;if(t.oneof)return e[t.oneof.localName].case===n;if(t.presence!=Po)return e[n]!==void 0&&Object.prototype.hasOwnProperty.call(e,n);switch(t.fieldKind){case"list":return e[n].length>0;case"map":return Object.keys(e[n]).length>0;case"scalar":return!Bo(t.scalar,e[n]);case"enum":return e[n]!==t.enum.values[0].number}throw new Error("message field with implicit presence")}function ke(e,t){return Object.prototype.hasOwnProperty.call(e,t)&&e[t]!==void 0}function Et(e,t){if(t.oneof){let n=e[t.oneof.localName];return n.case===t.localName?n.value:void 0}return e[t.localName]}function wt(e,t,n){t.oneof?e[t.oneof.localName]={case:t.localName,value:n}:e[t.localName]=n}function Yo(e,t){let n=t.localName;if(t.oneof){let o=t.oneof.localName;e[o].case===n&&(e[o]={case:void 0})}else if(t.presence!=Po)delete e[n];else switch(t.fieldKind){case"map":e[n]={};break;case"list":e[n]=[];break;case"enum":e[n]=t.enum.values[0].number;break;case"scalar":e[n]=ae(t.scalar,t.longAsString);break}}function Ze(e){for(let t of e.field)ke(t,"jsonName")||(t.jsonName=ye(t.name));e.nestedType.forEach(Ze)}function Zo(e,t){let n=e.values.find(o=>o.name===t);if(!n)throw new Error(`cannot parse ${e} default value: ${t}`);return n.number}function Xo(e,t){switch(e){case c.STRING:return t;case c.BYTES:{let n=Bs(t);if(n===!1)throw new Error(`cannot parse ${c[e]} default value: ${t}`);return n}case c.INT64:case c.SFIXED64:case c.SINT64:return F.parse(t);case c.UINT64:case c.FIXED64:return F.uParse(t);case c.DOUBLE:case c.FLOAT:switch(t){case"inf":return Number.POSITIVE_INFINITY;case"-inf":return Number.NEGATIVE_INFINITY;case"nan":return Number.NaN;default:return parseFloat(t)}case c.BOOL:return t==="true";case c.INT32:case c.UINT32:case c.SINT32:case c.FIXED32:case c.SFIXED32:return parseInt(t,10)}}function Bs(e){let t=[],n={tail:e,c:"",next(){return this.tail.length==0?!1:(this.c=this.tail[0],this.tail=this.tail.substring(1),!0)},take(o){if(this.tail.length>=o){let r=this.tail.substring(0,o);return this.tail=this.tail.substring(o),r}return!1}};for(;n.next();)switch(n.c){case"\\":if(n.next())switch(n.c){case"\\":t.push(n.c.charCodeAt(0));break;case"b":t.push(8);break;case"f":t.push(12);break;case"n":t.push(10);break;case"r":t.push(13);break;case"t":t.push(9);break;case"v":t.push(11);break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,8);if(Number.isNaN(a))return!1;t.push(a);break}case"x":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;t.push(a);break}case"u":{let o=n.c,r=n.take(4);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;let s=new Uint8Array(4);new DataView(s.buffer).setInt32(0,a,!0),t.push(s[0],s[1],s[2],s[3]);break}case"U":{let o=n.c,r=n.take(8);if(r===!1)return!1;let a=F.uEnc(o+r),s=new Uint8Array(8),i=new DataView(s.buffer);i.setInt32(0,a.lo,!0),i.setInt32(4,a.hi,!0),t.push(s[0],s[1],s[2],s[3],s[4],s[5],s[6],s[7]);break}}break;default:t.push(n.c.charCodeAt(0))}return new Uint8Array(t)}function*St(e){switch(e.kind){case"file":for(let t of e.messages)yield t,yield*St(t);yield*e.enums,yield*e.services,yield*e.extensions;break;case"message":for(let t of e.nestedMessages)yield t,yield*St(t);yield*e.nestedEnums,yield*e.nestedExtensions;break}}function Nt(...e){let t=Ps();if(!e.length)return t;if("$typeName"in e[0]&&e[0].$typeName=="google.protobuf.FileDescriptorSet"){for(let n of e[0].file)Ho(n,t);return t}if("$typeName"in e[0]){let a=function(s){let i=[];for(let u of s.dependency){if(t.getFile(u)!=null||r.has(u))continue;let l=o(u);if(!l)throw new Error(`Unable to resolve ${u}, imported by ${s.name}`);"kind"in l?t.addFile(l,!1,!0):(r.add(l.name),i.push(l))}return i.concat(...i.map(a))},n=e[0],o=e[1],r=new Set;for(let s of[n,...a(n)].reverse())Ho(s,t)}else for(let n of e)for(let o of n.files)t.addFile(o);return t}function Ps(){let e=new Map,t=new Map,n=new Map;return{kind:"registry",types:e,extendees:t,[Symbol.iterator](){return e.values()},get files(){return n.values()},addFile(o,r,a){if(n.set(o.proto.name,o),!r)for(let s of St(o))this.add(s);if(a)for(let s of o.dependencies)this.addFile(s,r,a)},add(o){if(o.kind=="extension"){let r=t.get(o.extendee.typeName);r||t.set(o.extendee.typeName,r=new Map),r.set(o.number,o)}e.set(o.typeName,o)},get(o){return e.get(o)},getFile(o){return n.get(o)},getMessage(o){let r=e.get(o);return r?.kind=="message"?r:void 0},getEnum(o){let r=e.get(o);return r?.kind=="enum"?r:void 0},getExtension(o){let r=e.get(o);return r?.kind=="extension"?r:void 0},getExtensionFor(o,r){var a;return(a=t.get(o.typeName))===null||a===void 0?void 0:a.get(r)},getService(o){let r=e.get(o);return r?.kind=="service"?r:void 0}}}var zs=998,Ys=999,Zs=9999,Xs=9,Ke=10,Xe=11,Ks=12,Ko=14,bn=3,js=2,jo=1,Js=0,mn=1,Jo=2,Hs=3,Qs=1,qs=2,ei=1,ti=2;var ni=1001,qo={998:{fieldPresence:1,enumType:2,repeatedFieldEncoding:2,utf8Validation:3,messageEncoding:1,jsonFormat:2,enforceNamingStyle:2,defaultSymbolVisibility:1},999:{fieldPresence:2,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1},1e3:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1},1001:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:1,defaultSymbolVisibility:2}};function Ho(e,t){var n,o;let r={kind:"file",proto:e,deprecated:(o=(n=e.options)===null||n===void 0?void 0:n.deprecated)!==null&&o!==void 0?o:!1,edition:si(e),name:e.name.replace(/\.proto$/,""),dependencies:ii(e,t),enums:[],messages:[],extensions:[],services:[],toString(){return`file ${e.name}`}},a=new Map,s={get(i){return a.get(i)},add(i){var u;ie(((u=i.proto.options)===null||u===void 0?void 0:u.mapEntry)===!0),a.set(i.typeName,i)}};for(let i of e.enumType)er(i,r,void 0,t);for(let i of e.messageType)tr(i,r,void 0,t,s);for(let i of e.service)oi(i,r,t);pn(r,t);for(let i of a.values())fn(i,t,s);for(let i of r.messages)fn(i,t,s),pn(i,t);t.addFile(r,!0)}function pn(e,t){switch(e.kind){case"file":for(let n of e.proto.extension){let o=gn(n,e,t);e.extensions.push(o),t.add(o)}break;case"message":for(let n of e.proto.extension){let o=gn(n,e,t);e.nestedExtensions.push(o),t.add(o)}for(let n of e.nestedMessages)pn(n,t);break}}function fn(e,t,n){let o=e.proto.oneofDecl.map(a=>ai(a,e)),r=new Set;for(let a of e.proto.field){let s=ci(a,o),i=gn(a,e,t,s,n);e.fields.push(i),e.field[i.localName]=i,s===void 0?e.members.push(i):(s.fields.push(i),r.has(s)||(r.add(s),e.members.push(s)))}for(let a of o.filter(s=>r.has(s)))e.oneofs.push(a);for(let a of e.nestedMessages)fn(a,t,n)}function er(e,t,n,o){var r,a,s,i,u;let l=ui(e.name,e.value),p={kind:"enum",proto:e,deprecated:(a=(r=e.options)===null||r===void 0?void 0:r.deprecated)!==null&&a!==void 0?a:!1,file:t,parent:n,open:!0,name:e.name,typeName:xt(e,n,t),value:{},values:[],sharedPrefix:l,toString(){return`enum ${this.typeName}`}};p.open=fi(p),o.add(p);for(let h of e.value){let w=h.name;p.values.push(p.value[h.number]={kind:"enum_value",proto:h,deprecated:(i=(s=h.options)===null||s===void 0?void 0:s.deprecated)!==null&&i!==void 0?i:!1,parent:p,name:w,localName:Le(l==null?w:w.substring(l.length)),number:h.number,toString(){return`enum value ${p.typeName}.${w}`}})}((u=n?.nestedEnums)!==null&&u!==void 0?u:t.enums).push(p)}function tr(e,t,n,o,r){var a,s,i,u;let l={kind:"message",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,file:t,parent:n,name:e.name,typeName:xt(e,n,t),fields:[],field:{},oneofs:[],members:[],nestedEnums:[],nestedMessages:[],nestedExtensions:[],toString(){return`message ${this.typeName}`}};((i=e.options)===null||i===void 0?void 0:i.mapEntry)===!0?r.add(l):(((u=n?.nestedMessages)!==null&&u!==void 0?u:t.messages).push(l),o.add(l));for(let p of e.enumType)er(p,t,l,o);for(let p of e.nestedType)tr(p,t,l,o,r)}function oi(e,t,n){var o,r;let a={kind:"service",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,file:t,name:e.name,typeName:xt(e,void 0,t),methods:[],method:{},toString(){return`service ${this.typeName}`}};t.services.push(a),n.add(a);for(let s of e.method){let i=ri(s,a,n);a.methods.push(i),a.method[i.localName]=i}}function ri(e,t,n){var o,r,a,s;let i;e.clientStreaming&&e.serverStreaming?i="bidi_streaming":e.clientStreaming?i="client_streaming":e.serverStreaming?i="server_streaming":i="unary";let u=n.getMessage(ve(e.inputType)),l=n.getMessage(ve(e.outputType));ie(u,`invalid MethodDescriptorProto: input_type ${e.inputType} not found`),ie(l,`invalid MethodDescriptorProto: output_type ${e.inputType} not found`);let p=e.name;return{kind:"rpc",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,parent:t,name:p,localName:Le(p.length?Le(p[0].toLowerCase()+p.substring(1)):p),methodKind:i,input:u,output:l,idempotency:(s=(a=e.options)===null||a===void 0?void 0:a.idempotencyLevel)!==null&&s!==void 0?s:Js,toString(){return`rpc ${t.typeName}.${p}`}}}function ai(e,t){return{kind:"oneof",proto:e,deprecated:!1,parent:t,fields:[],name:e.name,localName:Le(ye(e.name)),toString(){return`oneof ${t.typeName}.${this.name}`}}}function gn(e,t,n,o,r){var a,s,i;let u=r===void 0,l={kind:"field",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,name:e.name,number:e.number,scalar:void 0,message:void 0,enum:void 0,presence:di(e,o,u,t),utf8Validation:gi(e,t),listKind:void 0,mapKind:void 0,mapKey:void 0,delimitedEncoding:void 0,packed:void 0,longAsString:!1,getDefaultValue:void 0};if(u){let f=t.kind=="file"?t:t.file,y=t.kind=="file"?void 0:t,x=xt(e,y,f);l.kind="extension",l.file=f,l.parent=y,l.oneof=void 0,l.typeName=x,l.jsonName=`[${x}]`,l.toString=()=>`extension ${x}`;let $=n.getMessage(ve(e.extendee));ie($,`invalid FieldDescriptorProto: extendee ${e.extendee} not found`),l.extendee=$}else{let f=t;ie(f.kind=="message"),l.parent=f,l.oneof=o,l.localName=o?ye(e.name):Le(ye(e.name)),l.jsonName=e.jsonName,l.toString=()=>`field ${f.typeName}.${e.name}`}let p=e.label,h=e.type,w=(i=e.options)===null||i===void 0?void 0:i.jstype;if(p===bn){let f=h==Xe?r?.get(ve(e.typeName)):void 0;if(f){l.fieldKind="map";let{key:y,value:x}=pi(f);return l.mapKey=y.scalar,l.mapKind=x.fieldKind,l.message=x.message,l.delimitedEncoding=!1,l.enum=x.enum,l.scalar=x.scalar,l}switch(l.fieldKind="list",h){case Xe:case Ke:l.listKind="message",l.message=n.getMessage(ve(e.typeName)),ie(l.message),l.delimitedEncoding=Qo(e,t);break;case Ko:l.listKind="enum",l.enum=n.getEnum(ve(e.typeName)),ie(l.enum);break;default:l.listKind="scalar",l.scalar=h,l.longAsString=w==jo;break}return l.packed=mi(e,t),l}switch(h){case Xe:case Ke:l.fieldKind="message",l.message=n.getMessage(ve(e.typeName)),ie(l.message,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),l.delimitedEncoding=Qo(e,t),l.getDefaultValue=()=>{};break;case Ko:{let f=n.getEnum(ve(e.typeName));ie(f!==void 0,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),l.fieldKind="enum",l.enum=n.getEnum(ve(e.typeName)),l.getDefaultValue=()=>ke(e,"defaultValue")?Zo(f,e.defaultValue):void 0;break}default:{l.fieldKind="scalar",l.scalar=h,l.longAsString=w==jo,l.getDefaultValue=()=>ke(e,"defaultValue")?Xo(h,e.defaultValue):void 0;break}}return l}function si(e){switch(e.syntax){case"":case"proto2":return zs;case"proto3":return Ys;case"editions":if(e.edition===Zs)return ni;if(e.edition in qo)return e.edition;throw new Error(`${e.name}: unsupported edition`);default:throw new Error(`${e.name}: unsupported syntax "${e.syntax}"`)}}function ii(e,t){return e.dependency.map(n=>{let o=t.getFile(n);if(!o)throw new Error(`Cannot find ${n}, imported by ${e.name}`);return o})}function ui(e,t){let n=li(e)+"_";for(let o of t){if(!o.name.toLowerCase().startsWith(n))return;let r=o.name.substring(n.length);if(r.length==0||/^\d/.test(r))return}return n}function li(e){return(e.substring(0,1)+e.substring(1).replace(/[A-Z]/g,t=>"_"+t)).toLowerCase()}function xt(e,t,n){let o;return t?o=`${t.typeName}.${e.name}`:n.proto.package.length>0?o=`${n.proto.package}.${e.name}`:o=`${e.name}`,o}function ve(e){return e.startsWith(".")?e.substring(1):e}function ci(e,t){if(!ke(e,"oneofIndex")||e.proto3Optional)return;let n=t[e.oneofIndex];return ie(n,`invalid FieldDescriptorProto: oneof #${e.oneofIndex} for field #${e.number} not found`),n}function di(e,t,n,o){if(e.label==js)return Hs;if(e.label==bn)return Jo;if(t||e.proto3Optional||n)return mn;let r=Ie("fieldPresence",{proto:e,parent:o});return r==Jo&&(e.type==Xe||e.type==Ke)?mn:r}function mi(e,t){if(e.label!=bn)return!1;switch(e.type){case Xs:case Ks:case Ke:case Xe:return!1}let n=e.options;return n&&ke(n,"packed")?n.packed:Qs==Ie("repeatedFieldEncoding",{proto:e,parent:t})}function pi(e){let t=e.fields.find(o=>o.number===1),n=e.fields.find(o=>o.number===2);return ie(t&&t.fieldKind=="scalar"&&t.scalar!=c.BYTES&&t.scalar!=c.FLOAT&&t.scalar!=c.DOUBLE&&n&&n.fieldKind!="list"&&n.fieldKind!="map"),{key:t,value:n}}function fi(e){var t;return ei==Ie("enumType",{proto:e.proto,parent:(t=e.parent)!==null&&t!==void 0?t:e.file})}function Qo(e,t){return e.type==Ke?!0:qs==Ie("messageEncoding",{proto:e,parent:t})}function gi(e,t){return ti==Ie("utf8Validation",{proto:e,parent:t})}function Ie(e,t){var n,o;let r=(n=t.proto.options)===null||n===void 0?void 0:n.features;if(r){let a=r[e];if(a!=0)return a}if("kind"in t){if(t.kind=="message")return Ie(e,(o=t.parent)!==null&&o!==void 0?o:t.file);let a=qo[t.edition];if(!a)throw new Error(`feature default for edition ${t.edition} not found`);return a[e]}return Ie(e,t.parent)}function ie(e,t){if(!e)throw new Error(t)}function nr(e){let t=bi(e);return t.messageType.forEach(Ze),Nt(t,()=>{}).getFile(t.name)}function bi(e){return Object.assign(Object.create({syntax:"",edition:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FileDescriptorProto",dependency:[],publicDependency:[],weakDependency:[],optionDependency:[],service:[],extension:[]},e),{messageType:e.messageType.map(or),enumType:e.enumType.map(rr)}))}function or(e){var t,n,o,r,a,s,i,u;return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.DescriptorProto",name:e.name,field:(n=(t=e.field)===null||t===void 0?void 0:t.map(hi))!==null&&n!==void 0?n:[],extension:[],nestedType:(r=(o=e.nestedType)===null||o===void 0?void 0:o.map(or))!==null&&r!==void 0?r:[],enumType:(s=(a=e.enumType)===null||a===void 0?void 0:a.map(rr))!==null&&s!==void 0?s:[],extensionRange:(u=(i=e.extensionRange)===null||i===void 0?void 0:i.map(p=>Object.assign({$typeName:"google.protobuf.DescriptorProto.ExtensionRange"},p)))!==null&&u!==void 0?u:[],oneofDecl:[],reservedRange:[],reservedName:[]})}function hi(e){return Object.assign(Object.create({label:1,typeName:"",extendee:"",defaultValue:"",oneofIndex:0,jsonName:"",proto3Optional:!1}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldDescriptorProto"},e),{options:e.options?yi(e.options):void 0}))}function yi(e){var t,n,o;return Object.assign(Object.create({ctype:0,packed:!1,jstype:0,lazy:!1,unverifiedLazy:!1,deprecated:!1,weak:!1,debugRedact:!1,retention:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldOptions"},e),{targets:(t=e.targets)!==null&&t!==void 0?t:[],editionDefaults:(o=(n=e.editionDefaults)===null||n===void 0?void 0:n.map(a=>Object.assign({$typeName:"google.protobuf.FieldOptions.EditionDefault"},a)))!==null&&o!==void 0?o:[],uninterpretedOption:[]}))}function rr(e){return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.EnumDescriptorProto",name:e.name,reservedName:[],reservedRange:[],value:e.value.map(n=>Object.assign({$typeName:"google.protobuf.EnumValueDescriptorProto"},n))})}function Oe(e){let t=vi(),n=e.length*3/4;e[e.length-2]=="="?n-=2:e[e.length-1]=="="&&(n-=1);let o=new Uint8Array(n),r=0,a=0,s,i=0;for(let u=0;u<e.length;u++){if(s=t[e.charCodeAt(u)],s===void 0)switch(e[u]){case"=":a=0;case`
`:case"\r":case"	":case" ":continue;default:throw Error("invalid base64 string")}switch(a){case 0:i=s,a=1;break;case 1:o[r++]=i<<2|(s&48)>>4,i=s,a=2;break;case 2:o[r++]=(i&15)<<4|(s&60)>>2,i=s,a=3;break;case 3:o[r++]=(i&3)<<6|s,a=0;break}}if(a==1)throw Error("invalid base64 string");return o.subarray(0,r)}function hn(e,t="std"){let n=sr(t),o=t=="std",r="",a=0,s,i=0;for(let u=0;u<e.length;u++)switch(s=e[u],a){case 0:r+=n[s>>2],i=(s&3)<<4,a=1;break;case 1:r+=n[i|s>>4],i=(s&15)<<2,a=2;break;case 2:r+=n[i|s>>6],r+=n[s&63],a=0;break}return a&&(r+=n[i],o&&(r+="=",a==1&&(r+="="))),r}var kt,ar,Ve;function sr(e){return kt||(kt="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""),ar=kt.slice(0,-2).concat("-","_")),e=="url"?ar:kt}function vi(){if(!Ve){Ve=[];let e=sr("std");for(let t=0;t<e.length;t++)Ve[e[t].charCodeAt(0)]=t;Ve[45]=e.indexOf("+"),Ve[95]=e.indexOf("/")}return Ve}function je(e,t){return e!==null&&typeof e=="object"&&"$typeName"in e&&typeof e.$typeName=="string"?t===void 0?!0:t.typeName===e.$typeName:!1}var Ei=["FieldValueInvalidError","FieldListRangeError","ForeignFieldError"],z=class extends Error{constructor(t,n,o="FieldValueInvalidError"){super(n),this.name=o,this.field=()=>t}};function ir(e){return e instanceof Error&&Ei.includes(e.name)&&"field"in e&&typeof e.field=="function"}function me(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}function Je(e,t){var n,o,r,a;if(me(e)&&se in e&&"add"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.listKind==i.listKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function He(e,t){var n,o,r,a;if(me(e)&&se in e&&"has"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.mapKey===i.mapKey&&s.mapKind==i.mapKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function Qe(e,t){return me(e)&&se in e&&"desc"in e&&me(e.desc)&&e.desc.kind==="message"&&(t===void 0||e.desc.typeName==t.typeName)}var yn=Symbol.for("@bufbuild/protobuf/text-encoding");function qe(){if(globalThis[yn]==null){let e=new globalThis.TextEncoder,t=new globalThis.TextDecoder,n;globalThis[yn]={encodeUtf8(o){return e.encode(o)},decodeUtf8(o,r){return r?(n===void 0&&(n=new globalThis.TextDecoder("utf-8",{fatal:!0})),n.decode(o)):t.decode(o)},checkUtf8(o){try{return encodeURIComponent(o),!0}catch{return!1}}}}return globalThis[yn]}var D;(function(e){e[e.Varint=0]="Varint",e[e.Bit64=1]="Bit64",e[e.LengthDelimited=2]="LengthDelimited",e[e.StartGroup=3]="StartGroup",e[e.EndGroup=4]="EndGroup",e[e.Bit32=5]="Bit32"})(D||(D={}));var En=34028234663852886e22,wn=-34028234663852886e22,Sn=4294967295,Nn=2147483647,xn=-2147483648,Fe=class{constructor(t=qe().encodeUtf8){this.encodeUtf8=t,this.stack=[],this.chunks=[],this.buf=[]}finish(){this.buf.length&&(this.chunks.push(new Uint8Array(this.buf)),this.buf=[]);let t=0;for(let r=0;r<this.chunks.length;r++)t+=this.chunks[r].length;let n=new Uint8Array(t),o=0;for(let r=0;r<this.chunks.length;r++)n.set(this.chunks[r],o),o+=this.chunks[r].length;return this.chunks=[],n}fork(){return this.stack.push({chunks:this.chunks,buf:this.buf}),this.chunks=[],this.buf=[],this}join(){let t=this.finish(),n=this.stack.pop();if(!n)throw new Error("invalid state, fork stack empty");return this.chunks=n.chunks,this.buf=n.buf,this.uint32(t.byteLength),this.raw(t)}tag(t,n){return this.uint32((t<<3|n)>>>0)}raw(t){return this.buf.length&&(this.chunks.push(new Uint8Array(this.buf)),this.buf=[]),this.chunks.push(t),this}uint32(t){for(ur(t);t>127;)this.buf.push(t&127|128),t=t>>>7;return this.buf.push(t),this}int32(t){return vn(t),Ye(t,this.buf),this}bool(t){return this.buf.push(t?1:0),this}bytes(t){return this.uint32(t.byteLength),this.raw(t)}string(t){let n=this.encodeUtf8(t);return this.uint32(n.byteLength),this.raw(n)}float(t){wi(t);let n=new Uint8Array(4);return new DataView(n.buffer).setFloat32(0,t,!0),this.raw(n)}double(t){let n=new Uint8Array(8);return new DataView(n.buffer).setFloat64(0,t,!0),this.raw(n)}fixed32(t){ur(t);let n=new Uint8Array(4);return new DataView(n.buffer).setUint32(0,t,!0),this.raw(n)}sfixed32(t){vn(t);let n=new Uint8Array(4);return new DataView(n.buffer).setInt32(0,t,!0),this.raw(n)}sint32(t){return vn(t),t=(t<<1^t>>31)>>>0,Ye(t,this.buf),this}sfixed64(t){let n=new Uint8Array(8),o=new DataView(n.buffer),r=F.enc(t);return o.setInt32(0,r.lo,!0),o.setInt32(4,r.hi,!0),this.raw(n)}fixed64(t){let n=new Uint8Array(8),o=new DataView(n.buffer),r=F.uEnc(t);return o.setInt32(0,r.lo,!0),o.setInt32(4,r.hi,!0),this.raw(n)}int64(t){let n=F.enc(t);return yt(n.lo,n.hi,this.buf),this}sint64(t){let n=F.enc(t),o=n.hi>>31,r=n.lo<<1^o,a=(n.hi<<1|n.lo>>>31)^o;return yt(r,a,this.buf),this}uint64(t){let n=F.uEnc(t);return yt(n.lo,n.hi,this.buf),this}},Ae=class{constructor(t,n=qe().decodeUtf8){this.decodeUtf8=n,this.varint64=Oo,this.uint32=Uo,this.buf=t,this.len=t.length,this.pos=0,this.view=new DataView(t.buffer,t.byteOffset,t.byteLength)}tag(){let t=this.pos,n=this.uint32(),o=this.pos-t;if(o>5||o==5&&this.buf[this.pos-1]>15)throw new Error("illegal tag: varint overflows uint32");let r=n>>>3,a=n&7;if(r<=0||a>5)throw new Error("illegal tag: field no "+r+" wire type "+a);return[r,a]}skip(t,n,o=100){let r=this.pos;switch(t){case D.Varint:for(;this.buf[this.pos++]&128;);break;case D.Bit64:this.pos+=4;case D.Bit32:this.pos+=4;break;case D.LengthDelimited:let a=this.uint32();this.pos+=a;break;case D.StartGroup:if(o<=0)throw new Error("maximum recursion depth reached");for(;;){let[s,i]=this.tag();if(i===D.EndGroup){if(n!==void 0&&s!==n)throw new Error("invalid end group tag");break}this.skip(i,s,o-1)}break;default:throw new Error("cant skip wire type "+t)}return this.assertBounds(),this.buf.subarray(r,this.pos)}assertBounds(){if(this.pos>this.len)throw new RangeError("premature EOF")}int32(){return this.uint32()|0}sint32(){let t=this.uint32();return t>>>1^-(t&1)}int64(){return F.dec(...this.varint64())}uint64(){return F.uDec(...this.varint64())}sint64(){let[t,n]=this.varint64(),o=-(t&1);return t=(t>>>1|(n&1)<<31)^o,n=n>>>1^o,F.dec(t,n)}bool(){let[t,n]=this.varint64();return t!==0||n!==0}fixed32(){return this.view.getUint32((this.pos+=4)-4,!0)}sfixed32(){return this.view.getInt32((this.pos+=4)-4,!0)}fixed64(){return F.uDec(this.sfixed32(),this.sfixed32())}sfixed64(){return F.dec(this.sfixed32(),this.sfixed32())}float(){return this.view.getFloat32((this.pos+=4)-4,!0)}double(){return this.view.getFloat64((this.pos+=8)-8,!0)}bytes(){let t=this.uint32(),n=this.pos;return this.pos+=t,this.assertBounds(),this.buf.subarray(n,n+t)}string(t){return this.decodeUtf8(this.bytes(),t)}};function vn(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid int32: "+typeof e);if(!Number.isInteger(e)||e>Nn||e<xn)throw new Error("invalid int32: "+e)}function ur(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid uint32: "+typeof e);if(!Number.isInteger(e)||e>Sn||e<0)throw new Error("invalid uint32: "+e)}function wi(e){if(typeof e=="string"){let t=e;if(e=Number(e),Number.isNaN(e)&&t!=="NaN")throw new Error("invalid float32: "+t)}else if(typeof e!="number")throw new Error("invalid float32: "+typeof e);if(Number.isFinite(e)&&(e>En||e<wn))throw new Error("invalid float32: "+e)}function Ee(e,t){let n=e.fieldKind=="list"?Je(t,e):e.fieldKind=="map"?He(t,e):An(e,t);if(n===!0)return;let o;switch(e.fieldKind){case"list":o=`expected ${dr(e)}, got ${Y(t)}`;break;case"map":o=`expected ${mr(e)}, got ${Y(t)}`;break;default:o=It(e,t,n)}return new z(e,o)}function In(e,t,n){let o=An(e,n);if(o!==!0)return new z(e,`list item #${t+1}: ${It(e,n,o)}`)}function lr(e,t,n){let o=kn(t,e.mapKey);if(o!==!0)return new z(e,`invalid map key: ${It({scalar:e.mapKey},t,o)}`);let r=An(e,n);if(r!==!0)return new z(e,`map entry ${Y(t)}: ${It(e,n,r)}`)}function An(e,t){return e.scalar!==void 0?kn(t,e.scalar):e.enum!==void 0?e.enum.open?kn(t,c.INT32):e.enum.values.some(n=>n.number===t):Qe(t,e.message)}function kn(e,t){switch(t){case c.DOUBLE:return typeof e=="number";case c.FLOAT:return typeof e!="number"?!1:Number.isNaN(e)||!Number.isFinite(e)?!0:e>En||e<wn?`${e.toFixed()} out of range`:!0;case c.INT32:case c.SFIXED32:case c.SINT32:return typeof e!="number"||!Number.isInteger(e)?!1:e>Nn||e<xn?`${e.toFixed()} out of range`:!0;case c.FIXED32:case c.UINT32:return typeof e!="number"||!Number.isInteger(e)?!1:e>Sn||e<0?`${e.toFixed()} out of range`:!0;case c.BOOL:return typeof e=="boolean";case c.STRING:return typeof e!="string"?!1:qe().checkUtf8(e)||"invalid UTF8";case c.BYTES:return e instanceof Uint8Array;case c.INT64:case c.SFIXED64:case c.SINT64:if(typeof e=="bigint"||typeof e=="number"||typeof e=="string"&&e.length>0)try{return F.parse(e),!0}catch{return`${e} out of range`}return!1;case c.FIXED64:case c.UINT64:if(typeof e=="bigint"||typeof e=="number"||typeof e=="string"&&e.length>0)try{return F.uParse(e),!0}catch{return`${e} out of range`}return!1}}function It(e,t,n){return n=typeof n=="string"?`: ${n}`:`, got ${Y(t)}`,e.scalar!==void 0?`expected ${Si(e.scalar)}`+n:e.enum!==void 0?`expected ${e.enum.toString()}`+n:`expected ${cr(e.message)}`+n}function Y(e){switch(typeof e){case"object":return e===null?"null":e instanceof Uint8Array?`Uint8Array(${e.length})`:Array.isArray(e)?`Array(${e.length})`:Je(e)?dr(e.field()):He(e)?mr(e.field()):Qe(e)?cr(e.desc):je(e)?`message ${e.$typeName}`:"object";case"string":return e.length>30?"string":`"${e.split('"').join('\\"')}"`;case"boolean":return String(e);case"number":return String(e);case"bigint":return String(e)+"n";default:return typeof e}}function cr(e){return`ReflectMessage (${e.typeName})`}function dr(e){switch(e.listKind){case"message":return`ReflectList (${e.message.toString()})`;case"enum":return`ReflectList (${e.enum.toString()})`;case"scalar":return`ReflectList (${c[e.scalar]})`}}function mr(e){switch(e.mapKind){case"message":return`ReflectMap (${c[e.mapKey]}, ${e.message.toString()})`;case"enum":return`ReflectMap (${c[e.mapKey]}, ${e.enum.toString()})`;case"scalar":return`ReflectMap (${c[e.mapKey]}, ${c[e.scalar]})`}}function Si(e){switch(e){case c.STRING:return"string";case c.BOOL:return"boolean";case c.INT64:case c.SINT64:case c.SFIXED64:return"bigint (int64)";case c.UINT64:case c.FIXED64:return"bigint (uint64)";case c.BYTES:return"Uint8Array";case c.DOUBLE:return"number (float64)";case c.FLOAT:return"number (float32)";case c.FIXED32:case c.UINT32:return"number (uint32)";case c.INT32:case c.SFIXED32:case c.SINT32:return"number (int32)"}}function pr(e){return fr(e.$typeName)}function ue(e){let t=e.fields[0];return fr(e.typeName)&&t!==void 0&&t.fieldKind=="scalar"&&t.name=="value"&&t.number==1}function At(e){switch(e.typeName){case"google.protobuf.Any":case"google.protobuf.Timestamp":case"google.protobuf.Duration":case"google.protobuf.FieldMask":case"google.protobuf.Struct":case"google.protobuf.Value":case"google.protobuf.ListValue":return!0;default:return ue(e)}}function fr(e){return e.startsWith("google.protobuf.")&&["DoubleValue","FloatValue","Int64Value","UInt64Value","Int32Value","UInt32Value","BoolValue","StringValue","BytesValue"].includes(e.substring(16))}var Ni=999,xi=998,$t=2;function K(e,t){if(je(t,e))return t;let n=Ti(e);return t!==void 0&&ki(e,n,t),n}function ki(e,t,n){for(let o of e.members){let r=n[o.localName];if(r==null)continue;let a;if(o.kind=="oneof"){let s=vt(n,o);if(!s)continue;a=s,r=Et(n,s)}else a=o;switch(a.fieldKind){case"message":r=Tn(a,r);break;case"scalar":r=hr(a,r);break;case"list":r=Ai(a,r);break;case"map":r=Ii(a,r);break}wt(t,a,r)}return t}function hr(e,t){return e.scalar==c.BYTES?Rn(t):t}function Ii(e,t){if(me(t)){if(e.scalar==c.BYTES)return gr(t,Rn);if(e.mapKind=="message")return gr(t,n=>Tn(e,n))}return t}function Ai(e,t){if(Array.isArray(t)){if(e.scalar==c.BYTES)return t.map(Rn);if(e.listKind=="message")return t.map(n=>Tn(e,n))}return t}function Tn(e,t){if(e.fieldKind=="message"&&!e.oneof&&ue(e.message))return hr(e.message.fields[0],t);if(me(t)){if(e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!=="google.protobuf.Value")return t;if(!je(t,e.message))return K(e.message,t)}return t}function Rn(e){return Array.isArray(e)?new Uint8Array(e):e}function gr(e,t){let n={};for(let o of Object.entries(e))n[o[0]]=t(o[1]);return n}var $i=Symbol(),br=new WeakMap;function Ti(e){let t;if(Ri(e)){let n=br.get(e),o,r;if(n)({prototype:o,members:r}=n);else{o={},r=new Set;for(let a of e.members)a.kind!="oneof"&&(a.fieldKind!="scalar"&&a.fieldKind!="enum"||a.presence!=$t&&(r.add(a),o[a.localName]=$n(a)));br.set(e,{prototype:o,members:r})}t=Object.create(o),t.$typeName=e.typeName;for(let a of e.members)r.has(a)||a.kind=="field"&&(a.fieldKind=="message"||(a.fieldKind=="scalar"||a.fieldKind=="enum")&&a.presence!=$t)||(t[a.localName]=$n(a))}else{t={$typeName:e.typeName};for(let n of e.members)(n.kind=="oneof"||n.presence==$t)&&(t[n.localName]=$n(n))}return t}function Ri(e){switch(e.file.edition){case Ni:return!1;case xi:return!0;default:return e.fields.some(t=>t.presence!=$t&&t.fieldKind!="message"&&!t.oneof)}}function $n(e){if(e.kind=="oneof")return{case:void 0};if(e.fieldKind=="list")return[];if(e.fieldKind=="map")return{};if(e.fieldKind=="message")return $i;let t=e.getDefaultValue();return t!==void 0?e.fieldKind=="scalar"&&e.longAsString?t.toString():t:e.fieldKind=="scalar"?ae(e.scalar,e.longAsString):e.enum.values[0].number}var Gi=0;function H(e,t,n=!0){return new Rt(e,t,n)}var yr=new WeakMap,Rt=class{get sortedFields(){let t=yr.get(this.desc);if(t)return t;let n=this.desc.fields.concat().sort((o,r)=>o.number-r.number);return yr.set(this.desc,n),n}constructor(t,n,o=!0){this.lists=new Map,this.maps=new Map,this.check=o,this.desc=t,this.message=this[se]=n??K(t),this.fields=t.fields,this.oneofs=t.oneofs,this.members=t.members}findNumber(t){return this._fieldsByNumber||(this._fieldsByNumber=new Map(this.desc.fields.map(n=>[n.number,n]))),this._fieldsByNumber.get(t)}oneofCase(t){return et(this.message,t),vt(this.message,t)}isSet(t){return et(this.message,t),zo(this.message,t)}clear(t){et(this.message,t),Yo(this.message,t)}get(t){et(this.message,t);let n=Et(this.message,t);switch(t.fieldKind){case"list":let o=this.lists.get(t);return(!o||o[se]!==n)&&this.lists.set(t,o=new _n(t,n,this.check)),o;case"map":let r=this.maps.get(t);return(!r||r[se]!==n)&&this.maps.set(t,r=new Ln(t,n,this.check)),r;case"message":return On(t,n,this.check);case"scalar":return n===void 0?ae(t.scalar,!1):Fn(t,n);case"enum":return n??t.enum.values[0].number}}set(t,n){if(et(this.message,t),this.check){let r=Ee(t,n);if(r)throw r}let o;t.fieldKind=="message"?o=Vn(t,n):He(n)||Je(n)?o=n[se]:o=Cn(t,n),wt(this.message,t,o)}getUnknown(){return this.message.$unknown}setUnknown(t){this.message.$unknown=t}};function et(e,t){if(t.parent.typeName!==e.$typeName)throw new z(t,`cannot use ${t.toString()} with message ${e.$typeName}`,"ForeignFieldError")}var _n=class{field(){return this._field}get size(){return this._arr.length}constructor(t,n,o){this._field=t,this._arr=this[se]=n,this.check=o}get(t){let n=this._arr[t];return n===void 0?void 0:Gn(this._field,n,this.check)}set(t,n){if(t<0||t>=this._arr.length)throw new z(this._field,`list item #${t+1}: out of range`);if(this.check){let o=In(this._field,t,n);if(o)throw o}this._arr[t]=vr(this._field,n)}add(t){if(this.check){let n=In(this._field,this._arr.length,t);if(n)throw n}this._arr.push(vr(this._field,t))}clear(){this._arr.splice(0,this._arr.length)}[Symbol.iterator](){return this.values()}keys(){return this._arr.keys()}*values(){for(let t of this._arr)yield Gn(this._field,t,this.check)}*entries(){for(let t=0;t<this._arr.length;t++)yield[t,Gn(this._field,this._arr[t],this.check)]}};var Ln=class{constructor(t,n,o=!0){this.obj=this[se]=n??{},this.check=o,this._field=t}field(){return this._field}set(t,n){if(this.check){let o=lr(this._field,t,n);if(o)throw o}return this.obj[Tt(t)]=Mi(this._field,n),this}delete(t){let n=Tt(t),o=Object.prototype.hasOwnProperty.call(this.obj,n);return o&&delete this.obj[n],o}clear(){for(let t of Object.keys(this.obj))delete this.obj[t]}get(t){let n=this.obj[Tt(t)];return n!==void 0&&(n=Mn(this._field,n,this.check)),n}has(t){return Object.prototype.hasOwnProperty.call(this.obj,Tt(t))}*keys(){for(let t of Object.keys(this.obj))yield Er(t,this._field.mapKey)}*entries(){for(let t of Object.entries(this.obj))yield[Er(t[0],this._field.mapKey),Mn(this._field,t[1],this.check)]}[Symbol.iterator](){return this.entries()}get size(){return Object.keys(this.obj).length}*values(){for(let t of Object.values(this.obj))yield Mn(this._field,t,this.check)}forEach(t,n){for(let o of this.entries())t.call(n,o[1],o[0],this)}};function Vn(e,t){return Qe(t)?pr(t.message)&&!e.oneof&&e.fieldKind=="message"?t.message.value:t.desc.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"?Sr(t.message):t.message:t}function On(e,t,n){return t!==void 0&&(ue(e.message)&&!e.oneof&&e.fieldKind=="message"?t={$typeName:e.message.typeName,value:Fn(e.message.fields[0],t)}:e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"&&me(t)&&(t=wr(t))),new Rt(e.message,t,n)}function vr(e,t){return e.listKind=="message"?Vn(e,t):Cn(e,t)}function Gn(e,t,n){return e.listKind=="message"?On(e,t,n):Fn(e,t)}function Mi(e,t){return e.mapKind=="message"?Vn(e,t):Cn(e,t)}function Mn(e,t,n){return e.mapKind=="message"?On(e,t,n):t}function Tt(e){return typeof e=="string"||typeof e=="number"?e:String(e)}function Er(e,t){switch(t){case c.STRING:return e;case c.INT32:case c.FIXED32:case c.UINT32:case c.SFIXED32:case c.SINT32:{let n=Number.parseInt(e);if(Number.isFinite(n))return n;break}case c.BOOL:switch(e){case"true":return!0;case"false":return!1}break;case c.UINT64:case c.FIXED64:try{return F.uParse(e)}catch{}break;default:try{return F.parse(e)}catch{}break}return e}function Fn(e,t){switch(e.scalar){case c.INT64:case c.SFIXED64:case c.SINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=F.parse(t));break;case c.FIXED64:case c.UINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=F.uParse(t));break}return t}function Cn(e,t){switch(e.scalar){case c.INT64:case c.SFIXED64:case c.SINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=F.parse(t));break;case c.FIXED64:case c.UINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=F.uParse(t));break}return t}function wr(e){let t={$typeName:"google.protobuf.Struct",fields:{}};if(me(e))for(let[n,o]of Object.entries(e))t.fields[n]=xr(o);return t}function Sr(e){let t={};for(let[n,o]of Object.entries(e.fields))t[n]=Nr(o);return t}function Nr(e){switch(e.kind.case){case"structValue":return Sr(e.kind.value);case"listValue":return e.kind.value.values.map(Nr);case"nullValue":case void 0:return null;default:return e.kind.value}}function xr(e){let t={$typeName:"google.protobuf.Value",kind:{case:void 0}};switch(typeof e){case"number":t.kind={case:"numberValue",value:e};break;case"string":t.kind={case:"stringValue",value:e};break;case"boolean":t.kind={case:"boolValue",value:e};break;case"object":if(e===null)t.kind={case:"nullValue",value:Gi};else if(Array.isArray(e)){let n={$typeName:"google.protobuf.ListValue",values:[]};if(Array.isArray(e))for(let o of e)n.values.push(xr(o));t.kind={case:"listValue",value:n}}else t.kind={case:"structValue",value:wr(e)};break}return t}var _i=3,kr={writeUnknownFields:!0};function Li(e){return e?Object.assign(Object.assign({},kr),e):kr}function Ce(e,t,n){return Gt(new Fe,Li(n),H(e,t)).finish()}function Gt(e,t,n){var o;for(let r of n.sortedFields){if(!n.isSet(r)){if(r.presence==_i)throw new Error(`cannot encode ${r} to binary: required field not set`);continue}Un(e,t,n,r)}if(t.writeUnknownFields)for(let{no:r,wireType:a,data:s}of(o=n.getUnknown())!==null&&o!==void 0?o:[])e.tag(r,a).raw(s);return e}function Un(e,t,n,o){var r;switch(o.fieldKind){case"scalar":case"enum":Mt(e,n.desc.typeName,o.name,(r=o.scalar)!==null&&r!==void 0?r:c.INT32,o.number,n.get(o));break;case"list":Vi(e,t,o,n.get(o));break;case"message":Ir(e,t,o,n.get(o));break;case"map":for(let[a,s]of n.get(o))Oi(e,t,o,a,s);break}}function Mt(e,t,n,o,r,a){Ar(e.tag(r,Fi(o)),t,n,o,a)}function Ir(e,t,n,o){n.delimitedEncoding?Gt(e.tag(n.number,D.StartGroup),t,o).tag(n.number,D.EndGroup):Gt(e.tag(n.number,D.LengthDelimited).fork(),t,o).join()}function Vi(e,t,n,o){var r;if(n.listKind=="message"){for(let s of o)Ir(e,t,n,s);return}let a=(r=n.scalar)!==null&&r!==void 0?r:c.INT32;if(n.packed){if(!o.size)return;e.tag(n.number,D.LengthDelimited).fork();for(let s of o)Ar(e,n.parent.typeName,n.name,a,s);e.join();return}for(let s of o)Mt(e,n.parent.typeName,n.name,a,n.number,s)}function Oi(e,t,n,o,r){var a;switch(e.tag(n.number,D.LengthDelimited).fork(),Mt(e,n.parent.typeName,n.name,n.mapKey,1,o),n.mapKind){case"scalar":case"enum":Mt(e,n.parent.typeName,n.name,(a=n.scalar)!==null&&a!==void 0?a:c.INT32,2,r);break;case"message":Gt(e.tag(2,D.LengthDelimited).fork(),t,r).join();break}e.join()}function Ar(e,t,n,o,r){try{switch(o){case c.STRING:e.string(r);break;case c.BOOL:e.bool(r);break;case c.DOUBLE:e.double(r);break;case c.FLOAT:e.float(r);break;case c.INT32:e.int32(r);break;case c.INT64:e.int64(r);break;case c.UINT64:e.uint64(r);break;case c.FIXED64:e.fixed64(r);break;case c.BYTES:e.bytes(r);break;case c.FIXED32:e.fixed32(r);break;case c.SFIXED32:e.sfixed32(r);break;case c.SFIXED64:e.sfixed64(r);break;case c.SINT64:e.sint64(r);break;case c.UINT32:e.uint32(r);break;case c.SINT32:e.sint32(r);break}}catch(a){throw a instanceof Error?new Error(`cannot encode field ${t}.${n} to binary: ${a.message}`):a}}function Fi(e){switch(e){case c.BYTES:case c.STRING:return D.LengthDelimited;case c.DOUBLE:case c.FIXED64:case c.SFIXED64:return D.Bit64;case c.FIXED32:case c.SFIXED32:case c.FLOAT:return D.Bit32;default:return D.Varint}}function ne(e,t,...n){return n.reduce((o,r)=>o.nestedMessages[r],e.messages[t])}var Ci=nr({name:"google/protobuf/descriptor.proto",package:"google.protobuf",messageType:[{name:"FileDescriptorSet",field:[{name:"file",number:1,type:11,label:3,typeName:".google.protobuf.FileDescriptorProto"}],extensionRange:[{start:536e6,end:536000001}]},{name:"FileDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"package",number:2,type:9,label:1},{name:"dependency",number:3,type:9,label:3},{name:"public_dependency",number:10,type:5,label:3},{name:"weak_dependency",number:11,type:5,label:3},{name:"option_dependency",number:15,type:9,label:3},{name:"message_type",number:4,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:5,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"service",number:6,type:11,label:3,typeName:".google.protobuf.ServiceDescriptorProto"},{name:"extension",number:7,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FileOptions"},{name:"source_code_info",number:9,type:11,label:1,typeName:".google.protobuf.SourceCodeInfo"},{name:"syntax",number:12,type:9,label:1},{name:"edition",number:14,type:14,label:1,typeName:".google.protobuf.Edition"}]},{name:"DescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"field",number:2,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"extension",number:6,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"nested_type",number:3,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"extension_range",number:5,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ExtensionRange"},{name:"oneof_decl",number:8,type:11,label:3,typeName:".google.protobuf.OneofDescriptorProto"},{name:"options",number:7,type:11,label:1,typeName:".google.protobuf.MessageOptions"},{name:"reserved_range",number:9,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ReservedRange"},{name:"reserved_name",number:10,type:9,label:3},{name:"visibility",number:11,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"ExtensionRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ExtensionRangeOptions"}]},{name:"ReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"ExtensionRangeOptions",field:[{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"},{name:"declaration",number:2,type:11,label:3,typeName:".google.protobuf.ExtensionRangeOptions.Declaration",options:{retention:2}},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"verification",number:3,type:14,label:1,typeName:".google.protobuf.ExtensionRangeOptions.VerificationState",defaultValue:"UNVERIFIED",options:{retention:2}}],nestedType:[{name:"Declaration",field:[{name:"number",number:1,type:5,label:1},{name:"full_name",number:2,type:9,label:1},{name:"type",number:3,type:9,label:1},{name:"reserved",number:5,type:8,label:1},{name:"repeated",number:6,type:8,label:1}]}],enumType:[{name:"VerificationState",value:[{name:"DECLARATION",number:0},{name:"UNVERIFIED",number:1}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"FieldDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:3,type:5,label:1},{name:"label",number:4,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Label"},{name:"type",number:5,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Type"},{name:"type_name",number:6,type:9,label:1},{name:"extendee",number:2,type:9,label:1},{name:"default_value",number:7,type:9,label:1},{name:"oneof_index",number:9,type:5,label:1},{name:"json_name",number:10,type:9,label:1},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FieldOptions"},{name:"proto3_optional",number:17,type:8,label:1}],enumType:[{name:"Type",value:[{name:"TYPE_DOUBLE",number:1},{name:"TYPE_FLOAT",number:2},{name:"TYPE_INT64",number:3},{name:"TYPE_UINT64",number:4},{name:"TYPE_INT32",number:5},{name:"TYPE_FIXED64",number:6},{name:"TYPE_FIXED32",number:7},{name:"TYPE_BOOL",number:8},{name:"TYPE_STRING",number:9},{name:"TYPE_GROUP",number:10},{name:"TYPE_MESSAGE",number:11},{name:"TYPE_BYTES",number:12},{name:"TYPE_UINT32",number:13},{name:"TYPE_ENUM",number:14},{name:"TYPE_SFIXED32",number:15},{name:"TYPE_SFIXED64",number:16},{name:"TYPE_SINT32",number:17},{name:"TYPE_SINT64",number:18}]},{name:"Label",value:[{name:"LABEL_OPTIONAL",number:1},{name:"LABEL_REPEATED",number:3},{name:"LABEL_REQUIRED",number:2}]}]},{name:"OneofDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"options",number:2,type:11,label:1,typeName:".google.protobuf.OneofOptions"}]},{name:"EnumDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"value",number:2,type:11,label:3,typeName:".google.protobuf.EnumValueDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumOptions"},{name:"reserved_range",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto.EnumReservedRange"},{name:"reserved_name",number:5,type:9,label:3},{name:"visibility",number:6,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"EnumReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"EnumValueDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumValueOptions"}]},{name:"ServiceDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"method",number:2,type:11,label:3,typeName:".google.protobuf.MethodDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ServiceOptions"}]},{name:"MethodDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"input_type",number:2,type:9,label:1},{name:"output_type",number:3,type:9,label:1},{name:"options",number:4,type:11,label:1,typeName:".google.protobuf.MethodOptions"},{name:"client_streaming",number:5,type:8,label:1,defaultValue:"false"},{name:"server_streaming",number:6,type:8,label:1,defaultValue:"false"}]},{name:"FileOptions",field:[{name:"java_package",number:1,type:9,label:1},{name:"java_outer_classname",number:8,type:9,label:1},{name:"java_multiple_files",number:10,type:8,label:1,defaultValue:"false",options:{}},{name:"java_generate_equals_and_hash",number:20,type:8,label:1,options:{deprecated:!0}},{name:"java_string_check_utf8",number:27,type:8,label:1,defaultValue:"false"},{name:"optimize_for",number:9,type:14,label:1,typeName:".google.protobuf.FileOptions.OptimizeMode",defaultValue:"SPEED"},{name:"go_package",number:11,type:9,label:1},{name:"cc_generic_services",number:16,type:8,label:1,defaultValue:"false"},{name:"java_generic_services",number:17,type:8,label:1,defaultValue:"false"},{name:"py_generic_services",number:18,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:23,type:8,label:1,defaultValue:"false"},{name:"cc_enable_arenas",number:31,type:8,label:1,defaultValue:"true"},{name:"objc_class_prefix",number:36,type:9,label:1},{name:"csharp_namespace",number:37,type:9,label:1},{name:"swift_prefix",number:39,type:9,label:1},{name:"php_class_prefix",number:40,type:9,label:1},{name:"php_namespace",number:41,type:9,label:1},{name:"php_metadata_namespace",number:44,type:9,label:1},{name:"ruby_package",number:45,type:9,label:1},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"OptimizeMode",value:[{name:"SPEED",number:1},{name:"CODE_SIZE",number:2},{name:"LITE_RUNTIME",number:3}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"MessageOptions",field:[{name:"message_set_wire_format",number:1,type:8,label:1,defaultValue:"false"},{name:"no_standard_descriptor_accessor",number:2,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"map_entry",number:7,type:8,label:1},{name:"deprecated_legacy_json_field_conflicts",number:11,type:8,label:1,options:{deprecated:!0}},{name:"features",number:12,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"FieldOptions",field:[{name:"ctype",number:1,type:14,label:1,typeName:".google.protobuf.FieldOptions.CType",defaultValue:"STRING"},{name:"packed",number:2,type:8,label:1},{name:"jstype",number:6,type:14,label:1,typeName:".google.protobuf.FieldOptions.JSType",defaultValue:"JS_NORMAL"},{name:"lazy",number:5,type:8,label:1,defaultValue:"false"},{name:"unverified_lazy",number:15,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"weak",number:10,type:8,label:1,defaultValue:"false",options:{deprecated:!0}},{name:"debug_redact",number:16,type:8,label:1,defaultValue:"false"},{name:"retention",number:17,type:14,label:1,typeName:".google.protobuf.FieldOptions.OptionRetention"},{name:"targets",number:19,type:14,label:3,typeName:".google.protobuf.FieldOptions.OptionTargetType"},{name:"edition_defaults",number:20,type:11,label:3,typeName:".google.protobuf.FieldOptions.EditionDefault"},{name:"features",number:21,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"feature_support",number:22,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],nestedType:[{name:"EditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"value",number:2,type:9,label:1}]},{name:"FeatureSupport",field:[{name:"edition_introduced",number:1,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"edition_deprecated",number:2,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"deprecation_warning",number:3,type:9,label:1},{name:"edition_removed",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"removal_error",number:5,type:9,label:1}]}],enumType:[{name:"CType",value:[{name:"STRING",number:0},{name:"CORD",number:1},{name:"STRING_PIECE",number:2}]},{name:"JSType",value:[{name:"JS_NORMAL",number:0},{name:"JS_STRING",number:1},{name:"JS_NUMBER",number:2}]},{name:"OptionRetention",value:[{name:"RETENTION_UNKNOWN",number:0},{name:"RETENTION_RUNTIME",number:1},{name:"RETENTION_SOURCE",number:2}]},{name:"OptionTargetType",value:[{name:"TARGET_TYPE_UNKNOWN",number:0},{name:"TARGET_TYPE_FILE",number:1},{name:"TARGET_TYPE_EXTENSION_RANGE",number:2},{name:"TARGET_TYPE_MESSAGE",number:3},{name:"TARGET_TYPE_FIELD",number:4},{name:"TARGET_TYPE_ONEOF",number:5},{name:"TARGET_TYPE_ENUM",number:6},{name:"TARGET_TYPE_ENUM_ENTRY",number:7},{name:"TARGET_TYPE_SERVICE",number:8},{name:"TARGET_TYPE_METHOD",number:9}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"OneofOptions",field:[{name:"features",number:1,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"EnumOptions",field:[{name:"allow_alias",number:2,type:8,label:1},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"deprecated_legacy_json_field_conflicts",number:6,type:8,label:1,options:{deprecated:!0}},{name:"features",number:7,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"EnumValueOptions",field:[{name:"deprecated",number:1,type:8,label:1,defaultValue:"false"},{name:"features",number:2,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"debug_redact",number:3,type:8,label:1,defaultValue:"false"},{name:"feature_support",number:4,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"ServiceOptions",field:[{name:"features",number:34,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"MethodOptions",field:[{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"idempotency_level",number:34,type:14,label:1,typeName:".google.protobuf.MethodOptions.IdempotencyLevel",defaultValue:"IDEMPOTENCY_UNKNOWN"},{name:"features",number:35,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"IdempotencyLevel",value:[{name:"IDEMPOTENCY_UNKNOWN",number:0},{name:"NO_SIDE_EFFECTS",number:1},{name:"IDEMPOTENT",number:2}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"UninterpretedOption",field:[{name:"name",number:2,type:11,label:3,typeName:".google.protobuf.UninterpretedOption.NamePart"},{name:"identifier_value",number:3,type:9,label:1},{name:"positive_int_value",number:4,type:4,label:1},{name:"negative_int_value",number:5,type:3,label:1},{name:"double_value",number:6,type:1,label:1},{name:"string_value",number:7,type:12,label:1},{name:"aggregate_value",number:8,type:9,label:1}],nestedType:[{name:"NamePart",field:[{name:"name_part",number:1,type:9,label:2},{name:"is_extension",number:2,type:8,label:2}]}]},{name:"FeatureSet",field:[{name:"field_presence",number:1,type:14,label:1,typeName:".google.protobuf.FeatureSet.FieldPresence",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPLICIT",edition:900},{value:"IMPLICIT",edition:999},{value:"EXPLICIT",edition:1e3}]}},{name:"enum_type",number:2,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnumType",options:{retention:1,targets:[6,1],editionDefaults:[{value:"CLOSED",edition:900},{value:"OPEN",edition:999}]}},{name:"repeated_field_encoding",number:3,type:14,label:1,typeName:".google.protobuf.FeatureSet.RepeatedFieldEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPANDED",edition:900},{value:"PACKED",edition:999}]}},{name:"utf8_validation",number:4,type:14,label:1,typeName:".google.protobuf.FeatureSet.Utf8Validation",options:{retention:1,targets:[4,1],editionDefaults:[{value:"NONE",edition:900},{value:"VERIFY",edition:999}]}},{name:"message_encoding",number:5,type:14,label:1,typeName:".google.protobuf.FeatureSet.MessageEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"LENGTH_PREFIXED",edition:900}]}},{name:"json_format",number:6,type:14,label:1,typeName:".google.protobuf.FeatureSet.JsonFormat",options:{retention:1,targets:[3,6,1],editionDefaults:[{value:"LEGACY_BEST_EFFORT",edition:900},{value:"ALLOW",edition:999}]}},{name:"enforce_naming_style",number:7,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnforceNamingStyle",options:{retention:2,targets:[1,2,3,4,5,6,7,8,9],editionDefaults:[{value:"STYLE_LEGACY",edition:900},{value:"STYLE2024",edition:1001}]}},{name:"default_symbol_visibility",number:8,type:14,label:1,typeName:".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility",options:{retention:2,targets:[1],editionDefaults:[{value:"EXPORT_ALL",edition:900},{value:"EXPORT_TOP_LEVEL",edition:1001}]}}],nestedType:[{name:"VisibilityFeature",enumType:[{name:"DefaultSymbolVisibility",value:[{name:"DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",number:0},{name:"EXPORT_ALL",number:1},{name:"EXPORT_TOP_LEVEL",number:2},{name:"LOCAL_ALL",number:3},{name:"STRICT",number:4}]}]}],enumType:[{name:"FieldPresence",value:[{name:"FIELD_PRESENCE_UNKNOWN",number:0},{name:"EXPLICIT",number:1},{name:"IMPLICIT",number:2},{name:"LEGACY_REQUIRED",number:3}]},{name:"EnumType",value:[{name:"ENUM_TYPE_UNKNOWN",number:0},{name:"OPEN",number:1},{name:"CLOSED",number:2}]},{name:"RepeatedFieldEncoding",value:[{name:"REPEATED_FIELD_ENCODING_UNKNOWN",number:0},{name:"PACKED",number:1},{name:"EXPANDED",number:2}]},{name:"Utf8Validation",value:[{name:"UTF8_VALIDATION_UNKNOWN",number:0},{name:"VERIFY",number:2},{name:"NONE",number:3}]},{name:"MessageEncoding",value:[{name:"MESSAGE_ENCODING_UNKNOWN",number:0},{name:"LENGTH_PREFIXED",number:1},{name:"DELIMITED",number:2}]},{name:"JsonFormat",value:[{name:"JSON_FORMAT_UNKNOWN",number:0},{name:"ALLOW",number:1},{name:"LEGACY_BEST_EFFORT",number:2}]},{name:"EnforceNamingStyle",value:[{name:"ENFORCE_NAMING_STYLE_UNKNOWN",number:0},{name:"STYLE2024",number:1},{name:"STYLE_LEGACY",number:2}]}],extensionRange:[{start:1e3,end:9995},{start:9995,end:1e4},{start:1e4,end:10001}]},{name:"FeatureSetDefaults",field:[{name:"defaults",number:1,type:11,label:3,typeName:".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault"},{name:"minimum_edition",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"maximum_edition",number:5,type:14,label:1,typeName:".google.protobuf.Edition"}],nestedType:[{name:"FeatureSetEditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"overridable_features",number:4,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"fixed_features",number:5,type:11,label:1,typeName:".google.protobuf.FeatureSet"}]}]},{name:"SourceCodeInfo",field:[{name:"location",number:1,type:11,label:3,typeName:".google.protobuf.SourceCodeInfo.Location"}],nestedType:[{name:"Location",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"span",number:2,type:5,label:3,options:{packed:!0}},{name:"leading_comments",number:3,type:9,label:1},{name:"trailing_comments",number:4,type:9,label:1},{name:"leading_detached_comments",number:6,type:9,label:3}]}],extensionRange:[{start:536e6,end:536000001}]},{name:"GeneratedCodeInfo",field:[{name:"annotation",number:1,type:11,label:3,typeName:".google.protobuf.GeneratedCodeInfo.Annotation"}],nestedType:[{name:"Annotation",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"source_file",number:2,type:9,label:1},{name:"begin",number:3,type:5,label:1},{name:"end",number:4,type:5,label:1},{name:"semantic",number:5,type:14,label:1,typeName:".google.protobuf.GeneratedCodeInfo.Annotation.Semantic"}],enumType:[{name:"Semantic",value:[{name:"NONE",number:0},{name:"SET",number:1},{name:"ALIAS",number:2}]}]}]}],enumType:[{name:"Edition",value:[{name:"EDITION_UNKNOWN",number:0},{name:"EDITION_LEGACY",number:900},{name:"EDITION_PROTO2",number:998},{name:"EDITION_PROTO3",number:999},{name:"EDITION_2023",number:1e3},{name:"EDITION_2024",number:1001},{name:"EDITION_UNSTABLE",number:9999},{name:"EDITION_1_TEST_ONLY",number:1},{name:"EDITION_2_TEST_ONLY",number:2},{name:"EDITION_99997_TEST_ONLY",number:99997},{name:"EDITION_99998_TEST_ONLY",number:99998},{name:"EDITION_99999_TEST_ONLY",number:99999},{name:"EDITION_MAX",number:2147483647}]},{name:"SymbolVisibility",value:[{name:"VISIBILITY_UNSET",number:0},{name:"VISIBILITY_LOCAL",number:1},{name:"VISIBILITY_EXPORT",number:2}]}]});var Kr=ne(Ci,1);var $r;(function(e){e[e.DECLARATION=0]="DECLARATION",e[e.UNVERIFIED=1]="UNVERIFIED"})($r||($r={}));var Tr;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.GROUP=10]="GROUP",e[e.MESSAGE=11]="MESSAGE",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.ENUM=14]="ENUM",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(Tr||(Tr={}));var Rr;(function(e){e[e.OPTIONAL=1]="OPTIONAL",e[e.REPEATED=3]="REPEATED",e[e.REQUIRED=2]="REQUIRED"})(Rr||(Rr={}));var Gr;(function(e){e[e.SPEED=1]="SPEED",e[e.CODE_SIZE=2]="CODE_SIZE",e[e.LITE_RUNTIME=3]="LITE_RUNTIME"})(Gr||(Gr={}));var Mr;(function(e){e[e.STRING=0]="STRING",e[e.CORD=1]="CORD",e[e.STRING_PIECE=2]="STRING_PIECE"})(Mr||(Mr={}));var _r;(function(e){e[e.JS_NORMAL=0]="JS_NORMAL",e[e.JS_STRING=1]="JS_STRING",e[e.JS_NUMBER=2]="JS_NUMBER"})(_r||(_r={}));var Lr;(function(e){e[e.RETENTION_UNKNOWN=0]="RETENTION_UNKNOWN",e[e.RETENTION_RUNTIME=1]="RETENTION_RUNTIME",e[e.RETENTION_SOURCE=2]="RETENTION_SOURCE"})(Lr||(Lr={}));var Vr;(function(e){e[e.TARGET_TYPE_UNKNOWN=0]="TARGET_TYPE_UNKNOWN",e[e.TARGET_TYPE_FILE=1]="TARGET_TYPE_FILE",e[e.TARGET_TYPE_EXTENSION_RANGE=2]="TARGET_TYPE_EXTENSION_RANGE",e[e.TARGET_TYPE_MESSAGE=3]="TARGET_TYPE_MESSAGE",e[e.TARGET_TYPE_FIELD=4]="TARGET_TYPE_FIELD",e[e.TARGET_TYPE_ONEOF=5]="TARGET_TYPE_ONEOF",e[e.TARGET_TYPE_ENUM=6]="TARGET_TYPE_ENUM",e[e.TARGET_TYPE_ENUM_ENTRY=7]="TARGET_TYPE_ENUM_ENTRY",e[e.TARGET_TYPE_SERVICE=8]="TARGET_TYPE_SERVICE",e[e.TARGET_TYPE_METHOD=9]="TARGET_TYPE_METHOD"})(Vr||(Vr={}));var Or;(function(e){e[e.IDEMPOTENCY_UNKNOWN=0]="IDEMPOTENCY_UNKNOWN",e[e.NO_SIDE_EFFECTS=1]="NO_SIDE_EFFECTS",e[e.IDEMPOTENT=2]="IDEMPOTENT"})(Or||(Or={}));var Fr;(function(e){e[e.DEFAULT_SYMBOL_VISIBILITY_UNKNOWN=0]="DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",e[e.EXPORT_ALL=1]="EXPORT_ALL",e[e.EXPORT_TOP_LEVEL=2]="EXPORT_TOP_LEVEL",e[e.LOCAL_ALL=3]="LOCAL_ALL",e[e.STRICT=4]="STRICT"})(Fr||(Fr={}));var Cr;(function(e){e[e.FIELD_PRESENCE_UNKNOWN=0]="FIELD_PRESENCE_UNKNOWN",e[e.EXPLICIT=1]="EXPLICIT",e[e.IMPLICIT=2]="IMPLICIT",e[e.LEGACY_REQUIRED=3]="LEGACY_REQUIRED"})(Cr||(Cr={}));var Ur;(function(e){e[e.ENUM_TYPE_UNKNOWN=0]="ENUM_TYPE_UNKNOWN",e[e.OPEN=1]="OPEN",e[e.CLOSED=2]="CLOSED"})(Ur||(Ur={}));var Wr;(function(e){e[e.REPEATED_FIELD_ENCODING_UNKNOWN=0]="REPEATED_FIELD_ENCODING_UNKNOWN",e[e.PACKED=1]="PACKED",e[e.EXPANDED=2]="EXPANDED"})(Wr||(Wr={}));var Dr;(function(e){e[e.UTF8_VALIDATION_UNKNOWN=0]="UTF8_VALIDATION_UNKNOWN",e[e.VERIFY=2]="VERIFY",e[e.NONE=3]="NONE"})(Dr||(Dr={}));var Br;(function(e){e[e.MESSAGE_ENCODING_UNKNOWN=0]="MESSAGE_ENCODING_UNKNOWN",e[e.LENGTH_PREFIXED=1]="LENGTH_PREFIXED",e[e.DELIMITED=2]="DELIMITED"})(Br||(Br={}));var Pr;(function(e){e[e.JSON_FORMAT_UNKNOWN=0]="JSON_FORMAT_UNKNOWN",e[e.ALLOW=1]="ALLOW",e[e.LEGACY_BEST_EFFORT=2]="LEGACY_BEST_EFFORT"})(Pr||(Pr={}));var zr;(function(e){e[e.ENFORCE_NAMING_STYLE_UNKNOWN=0]="ENFORCE_NAMING_STYLE_UNKNOWN",e[e.STYLE2024=1]="STYLE2024",e[e.STYLE_LEGACY=2]="STYLE_LEGACY"})(zr||(zr={}));var Yr;(function(e){e[e.NONE=0]="NONE",e[e.SET=1]="SET",e[e.ALIAS=2]="ALIAS"})(Yr||(Yr={}));var Zr;(function(e){e[e.EDITION_UNKNOWN=0]="EDITION_UNKNOWN",e[e.EDITION_LEGACY=900]="EDITION_LEGACY",e[e.EDITION_PROTO2=998]="EDITION_PROTO2",e[e.EDITION_PROTO3=999]="EDITION_PROTO3",e[e.EDITION_2023=1e3]="EDITION_2023",e[e.EDITION_2024=1001]="EDITION_2024",e[e.EDITION_UNSTABLE=9999]="EDITION_UNSTABLE",e[e.EDITION_1_TEST_ONLY=1]="EDITION_1_TEST_ONLY",e[e.EDITION_2_TEST_ONLY=2]="EDITION_2_TEST_ONLY",e[e.EDITION_99997_TEST_ONLY=99997]="EDITION_99997_TEST_ONLY",e[e.EDITION_99998_TEST_ONLY=99998]="EDITION_99998_TEST_ONLY",e[e.EDITION_99999_TEST_ONLY=99999]="EDITION_99999_TEST_ONLY",e[e.EDITION_MAX=2147483647]="EDITION_MAX"})(Zr||(Zr={}));var Xr;(function(e){e[e.VISIBILITY_UNSET=0]="VISIBILITY_UNSET",e[e.VISIBILITY_LOCAL=1]="VISIBILITY_LOCAL",e[e.VISIBILITY_EXPORT=2]="VISIBILITY_EXPORT"})(Xr||(Xr={}));function Wn(e){return Object.assign(Object.assign({readUnknownFields:!0,recursionLimit:100},e),{depth:0})}function le(e,t,n){let o=H(e,void 0,!1);return jr(o,new Ae(t),Wn(n),!1,t.byteLength),o.message}function jr(e,t,n,o,r){var a;if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.desc} from binary: maximum recursion depth of ${n.recursionLimit} reached`);let s=o?t.len:t.pos+r,i,u,l=(a=e.getUnknown())!==null&&a!==void 0?a:[];for(;t.pos<s&&([i,u]=t.tag(),!(o&&u==D.EndGroup));){let p=e.findNumber(i);if(!p){let h=n.recursionLimit-n.depth,w=t.skip(u,i,h);n.readUnknownFields&&l.push({no:i,wireType:u,data:w});continue}Dn(e,t,p,u,n)}if(o&&(u!=D.EndGroup||i!==r))throw new Error("invalid end group tag");l.length>0&&e.setUnknown(l),n.depth--}function Dn(e,t,n,o,r){var a;switch(n.fieldKind){case"scalar":e.set(n,Ue(t,n.scalar,n.utf8Validation));break;case"enum":let s=Ue(t,c.INT32);if(n.enum.open)e.set(n,s);else if(n.enum.values.some(u=>u.number===s))e.set(n,s);else if(r.readUnknownFields){let u=[];Ye(s,u);let l=(a=e.getUnknown())!==null&&a!==void 0?a:[];l.push({no:n.number,wireType:o,data:new Uint8Array(u)}),e.setUnknown(l)}break;case"message":e.set(n,Bn(t,r,n,e.get(n)));break;case"list":Wi(t,o,e.get(n),r);break;case"map":Ui(t,e.get(n),r);break}}function Ui(e,t,n){let o=t.field(),r,a,s=e.uint32(),i=e.pos+s;for(;e.pos<i;){let[u]=e.tag();switch(u){case 1:r=Ue(e,o.mapKey,o.utf8Validation);break;case 2:switch(o.mapKind){case"scalar":a=Ue(e,o.scalar,o.utf8Validation);break;case"enum":a=e.int32();break;case"message":a=Bn(e,n,o);break}break}}if(r===void 0&&(r=ae(o.mapKey,!1)),a===void 0)switch(o.mapKind){case"scalar":a=ae(o.scalar,!1);break;case"enum":a=o.enum.values[0].number;break;case"message":a=H(o.message,void 0,!1);break}t.set(r,a)}function Wi(e,t,n,o){var r;let a=n.field();if(a.listKind==="message"){n.add(Bn(e,o,a));return}let s=(r=a.scalar)!==null&&r!==void 0?r:c.INT32;if(!(t==D.LengthDelimited&&s!=c.STRING&&s!=c.BYTES)){n.add(Ue(e,s,a.utf8Validation));return}let u=e.uint32()+e.pos;for(;e.pos<u;)n.add(Ue(e,s,a.utf8Validation))}function Bn(e,t,n,o){let r=n.delimitedEncoding,a=o??H(n.message,void 0,!1);return jr(a,e,t,r,r?n.number:e.uint32()),a}function Ue(e,t,n=!1){switch(t){case c.STRING:return e.string(n);case c.BOOL:return e.bool();case c.DOUBLE:return e.double();case c.FLOAT:return e.float();case c.INT32:return e.int32();case c.INT64:return e.int64();case c.UINT64:return e.uint64();case c.FIXED64:return e.fixed64();case c.BYTES:return e.bytes();case c.FIXED32:return e.fixed32();case c.SFIXED32:return e.sfixed32();case c.SFIXED64:return e.sfixed64();case c.SINT64:return e.sint64();case c.UINT32:return e.uint32();case c.SINT32:return e.sint32()}}function oe(e,t){var n;let o=le(Kr,Oe(e));return o.messageType.forEach(Ze),o.dependency=(n=t?.map(a=>a.proto.name))!==null&&n!==void 0?n:[],Nt(o,a=>t?.find(s=>s.proto.name===a)).getFile(o.name)}function Jr(e,t,...n){if(n.length>0)throw new Error;return e.services[t]}var _t=oe("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");var Pn=oe("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),Hr=ne(Pn,0);function Qr(e,t,n){let o=!1;return n||(n=K(Hr),o=!0),n.value=Ce(e,t),n.typeUrl=Pi(t.$typeName),o?n:void 0}function Bi(e,t){if(e.typeUrl==="")return!1;let n=typeof t=="string"?t:t.typeName,o=ea(e.typeUrl);return n===o}function qr(e,t){if(e.typeUrl==="")return;let n=t.kind=="message"?t:t.getMessage(ea(e.typeUrl));if(!(!n||!Bi(e,n)))return le(n,e.value)}function Pi(e){return`type.googleapis.com/${e}`}function ea(e){let t=e.lastIndexOf("/"),n=t>=0?e.substring(t+1):e;if(!n.length)throw new Error(`invalid type url: ${e}`);return n}var zn=oe("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),ta=ne(zn,0),Yn=ne(zn,1),na=ne(zn,2),Lt;(function(e){e[e.NULL_VALUE=0]="NULL_VALUE"})(Lt||(Lt={}));var oa=oe("Chxtb3VudGFpbl9nb2F0cy92MS9nYW1lLnByb3RvEhFtb3VudGFpbl9nb2F0cy52MSLCAwoER2FtZRIMCgRuYW1lGAEgASgJEi8KB29wdGlvbnMYAiABKAsyHi5tb3VudGFpbl9nb2F0cy52MS5HYW1lT3B0aW9ucxItCgZzdGF0dXMYAyABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lU3RhdHVzEiYKBXNlYXRzGAQgAygLMhcubW91bnRhaW5fZ29hdHMudjEuU2VhdBIPCgd2ZXJzaW9uGAUgASgEEhMKC3NlZWRfc2hhMjU2GAYgASgJEgwKBHNlZWQYByABKAwSJwoFYm9hcmQYCCABKAsyGC5tb3VudGFpbl9nb2F0cy52MS5Cb2FyZBIvCgtjcmVhdGVfdGltZRgJIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASLwoLdXBkYXRlX3RpbWUYCiABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEjEKDXR1cm5fZGVhZGxpbmUYCyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEjIKC2RpY2Vfc291cmNlGAwgASgOMh0ubW91bnRhaW5fZ29hdHMudjEuRGljZVNvdXJjZSLGAQoLR2FtZU9wdGlvbnMSDwoHcGxheWVycxgBIAEoDRIUCgxiaWdfbW91bnRhaW4YAiABKAgSHgoWYWxsb3dfZGVjbGluaW5nX2dyb3VwcxgDIAEoCBIXCgpmaXJzdF9zZWF0GAQgASgNSACIAQESGQoMdHVybl9zZWNvbmRzGAUgASgNSAGIAQESHAoUaG91c2VfYWZ0ZXJfdGltZW91dHMYBiABKA1CDQoLX2ZpcnN0X3NlYXRCDwoNX3R1cm5fc2Vjb25kcyJsCgRTZWF0Eg0KBWluZGV4GAEgASgNEg0KBXRha2VuGAIgASgIEhMKC3BsYXllcl9uYW1lGAMgASgJEhYKDmhvdXNlX3N0cmF0ZWd5GAQgASgJEhkKEWRpY2VfY29udHJpYnV0aW9uGAUgASgMIvoCCgVCb2FyZBIuCgltb3VudGFpbnMYASADKAsyGy5tb3VudGFpbl9nb2F0cy52MS5Nb3VudGFpbhIqCgdwbGF5ZXJzGAIgAygLMhkubW91bnRhaW5fZ29hdHMudjEuUGxheWVyEjgKDGJpZ19tb3VudGFpbhgDIAMoCzIiLm1vdW50YWluX2dvYXRzLnYxLkJpZ01vdW50YWluU3BvdBIZChFib251c190b2tlbnNfbGVmdBgEIAMoDRISCgpmaXJzdF9zZWF0GAUgASgNEhQKDGN1cnJlbnRfc2VhdBgGIAEoDRIMCgR0dXJuGAcgASgEEiUKBHJvbGwYCCABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Sb2xsEjIKC2VuZF90cmlnZ2VyGAkgASgOMh0ubW91bnRhaW5fZ29hdHMudjEuRW5kVHJpZ2dlchItCgZyZXN1bHQYCiABKAsyHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lUmVzdWx0Im8KCE1vdW50YWluEg4KBm51bWJlchgBIAEoDRIOCgZoZWlnaHQYAiABKA0SGQoRcG9pbnRfdG9rZW5zX2xlZnQYAyABKA0SGAoLc3VtbWl0X3NlYXQYBCABKA1IAIgBAUIOCgxfc3VtbWl0X3NlYXQieQoGUGxheWVyEgwKBHNlYXQYASABKA0SJgoFZ29hdHMYAiADKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Hb2F0EhQKDHBvaW50X3Rva2VucxgDIAMoDRIUCgxib251c190b2tlbnMYBCADKA0SDQoFc2NvcmUYBSABKA0iZQoER29hdBI3Cghtb3VudGFpbhgBIAEoCzIjLm1vdW50YWluX2dvYXRzLnYxLk1vdW50YWluUG9zaXRpb25IABIbChFiaWdfbW91bnRhaW5fc3BvdBgCIAEoDUgAQgcKBXBsYWNlIjQKEE1vdW50YWluUG9zaXRpb24SDgoGbnVtYmVyGAEgASgNEhAKCHBvc2l0aW9uGAIgASgNIi0KD0JpZ01vdW50YWluU3BvdBIMCgRzcG90GAEgASgNEgwKBHNlYXQYAiABKA0iFAoEUm9sbBIMCgRkaWNlGAEgAygNIn0KCkdhbWVSZXN1bHQSLgoJc3RhbmRpbmdzGAEgAygLMhsubW91bnRhaW5fZ29hdHMudjEuU3RhbmRpbmcSDwoHd2lubmVycxgCIAMoDRIuCgl0aWVfYnJlYWsYAyABKA4yGy5tb3VudGFpbl9nb2F0cy52MS5UaWVCcmVhayK8AQoIU3RhbmRpbmcSDAoEc2VhdBgBIAEoDRIMCgRyYW5rGAIgASgNEg0KBXNjb3JlGAMgASgNEhoKEnBvaW50X3Rva2VuX3BvaW50cxgEIAEoDRIaChJib251c190b2tlbl9wb2ludHMYBSABKA0SGwoTYmlnX21vdW50YWluX3BvaW50cxgGIAEoDRIYChBnb2F0c19vbl9zdW1taXRzGAcgASgNEhYKDmhpZ2hlc3Rfc3VtbWl0GAggASgNIj8KBE1vdmUSDQoFZmFjZXMYASADKA0SKAoGZ3JvdXBzGAIgAygLMhgubW91bnRhaW5fZ29hdHMudjEuR3JvdXAiPwoFR3JvdXASDAoEZGljZRgBIAMoDRIoCgRnb2F0GAIgASgLMhoubW91bnRhaW5fZ29hdHMudjEuR29hdFJlZiJDCgdHb2F0UmVmEhIKCG1vdW50YWluGAEgASgNSAASGwoRYmlnX21vdW50YWluX3Nwb3QYAiABKA1IAEIHCgVwbGFjZSJtCglMZWdhbE1vdmUSJQoEbW92ZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLk1vdmUSDwoHc3VtbWFyeRgCIAEoCRIoCgZldmVudHMYAyADKAsyGC5tb3VudGFpbl9nb2F0cy52MS5FdmVudCKuCQoFRXZlbnQSNAoLc2VhdF9qb2luZWQYASABKAsyHS5tb3VudGFpbl9nb2F0cy52MS5TZWF0Sm9pbmVkSAASNgoMZ2FtZV9zdGFydGVkGAIgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZVN0YXJ0ZWRIABI0CgtkaWNlX3JvbGxlZBgDIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkRpY2VSb2xsZWRIABI2CgxvbmVzX2NoYW5nZWQYBCABKAsyHi5tb3VudGFpbl9nb2F0cy52MS5PbmVzQ2hhbmdlZEgAEjYKDGdvYXRfY2xpbWJlZBgFIAEoCzIeLm1vdW50YWluX2dvYXRzLnYxLkdvYXRDbGltYmVkSAASOgoOc3VtbWl0X3JlYWNoZWQYBiABKAsyIC5tb3VudGFpbl9nb2F0cy52MS5TdW1taXRSZWFjaGVkSAASPwoRZ29hdF9rbm9ja2VkX2Rvd24YByABKAsyIi5tb3VudGFpbl9nb2F0cy52MS5Hb2F0S25vY2tlZERvd25IABI/ChFwb2ludF90b2tlbl90YWtlbhgIIAEoCzIiLm1vdW50YWluX2dvYXRzLnYxLlBvaW50VG9rZW5UYWtlbkgAEj8KEWJvbnVzX3Rva2VuX3Rha2VuGAkgASgLMiIubW91bnRhaW5fZ29hdHMudjEuQm9udXNUb2tlblRha2VuSAASUQobZ29hdF9wbGFjZWRfb25fYmlnX21vdW50YWluGAogASgLMioubW91bnRhaW5fZ29hdHMudjEuR29hdFBsYWNlZE9uQmlnTW91bnRhaW5IABJPChpnb2F0X21vdmVkX29uX2JpZ19tb3VudGFpbhgLIAEoCzIpLm1vdW50YWluX2dvYXRzLnYxLkdvYXRNb3ZlZE9uQmlnTW91bnRhaW5IABJZCh9nb2F0X3JldHVybmVkX2Zyb21fYmlnX21vdW50YWluGAwgASgLMi4ubW91bnRhaW5fZ29hdHMudjEuR29hdFJldHVybmVkRnJvbUJpZ01vdW50YWluSAASNgoMZ3JvdXBfd2FzdGVkGA0gASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR3JvdXBXYXN0ZWRIABIyCgp0dXJuX2VuZGVkGA4gASgLMhwubW91bnRhaW5fZ29hdHMudjEuVHVybkVuZGVkSAASOAoNZW5kX3RyaWdnZXJlZBgPIAEoCzIfLm1vdW50YWluX2dvYXRzLnYxLkVuZFRyaWdnZXJlZEgAEjAKCWdhbWVfb3ZlchgQIAEoCzIbLm1vdW50YWluX2dvYXRzLnYxLkdhbWVPdmVySAASNAoLbW92ZV9wbGF5ZWQYESABKAsyHS5tb3VudGFpbl9nb2F0cy52MS5Nb3ZlUGxheWVkSAASNwoNY2xvY2tfcmFuX291dBgSIAEoCzIeLm1vdW50YWluX2dvYXRzLnYxLkNsb2NrUmFuT3V0SAASRAoUc2VhdF9wYXNzZWRfdG9faG91c2UYEyABKAsyJC5tb3VudGFpbl9nb2F0cy52MS5TZWF0UGFzc2VkVG9Ib3VzZUgAQgYKBGtpbmQiGwoLQ2xvY2tSYW5PdXQSDAoEc2VhdBgBIAEoDSIzChFTZWF0UGFzc2VkVG9Ib3VzZRIMCgRzZWF0GAEgASgNEhAKCHN0cmF0ZWd5GAIgASgJIkEKCk1vdmVQbGF5ZWQSDAoEc2VhdBgBIAEoDRIlCgRtb3ZlGAIgASgLMhcubW91bnRhaW5fZ29hdHMudjEuTW92ZSIvCgpTZWF0Sm9pbmVkEgwKBHNlYXQYASABKA0SEwoLcGxheWVyX25hbWUYAiABKAkiIQoLR2FtZVN0YXJ0ZWQSEgoKZmlyc3Rfc2VhdBgBIAEoDSJPCgpEaWNlUm9sbGVkEgwKBHNlYXQYASABKA0SDAoEdHVybhgCIAEoBBIlCgRyb2xsGAMgASgLMhcubW91bnRhaW5fZ29hdHMudjEuUm9sbCJnCgtPbmVzQ2hhbmdlZBIMCgRzZWF0GAEgASgNEiUKBGZyb20YAiABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Sb2xsEiMKAnRvGAMgASgLMhcubW91bnRhaW5fZ29hdHMudjEuUm9sbCJZCgtHb2F0Q2xpbWJlZBIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNEhUKDWZyb21fcG9zaXRpb24YAyABKA0SEwoLdG9fcG9zaXRpb24YBCABKA0iLwoNU3VtbWl0UmVhY2hlZBIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNIjEKD0dvYXRLbm9ja2VkRG93bhIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNIjEKD1BvaW50VG9rZW5UYWtlbhIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNIi4KD0JvbnVzVG9rZW5UYWtlbhIMCgRzZWF0GAEgASgNEg0KBXZhbHVlGAIgASgNImMKF0dvYXRQbGFjZWRPbkJpZ01vdW50YWluEgwKBHNlYXQYASABKA0SFQoNZnJvbV9tb3VudGFpbhgCIAEoDRIVCg1mcm9tX3Bvc2l0aW9uGAMgASgNEgwKBHNwb3QYBCABKA0iSgoWR29hdE1vdmVkT25CaWdNb3VudGFpbhIMCgRzZWF0GAEgASgNEhEKCWZyb21fc3BvdBgCIAEoDRIPCgd0b19zcG90GAMgASgNImIKG0dvYXRSZXR1cm5lZEZyb21CaWdNb3VudGFpbhIMCgRzZWF0GAEgASgNEhEKCWZyb21fc3BvdBgCIAEoDRIQCghtb3VudGFpbhgDIAEoDRIQCghwb3NpdGlvbhgEIAEoDSJYCgtHcm91cFdhc3RlZBIMCgRzZWF0GAEgASgNEgsKA3N1bRgCIAEoDRIuCgZyZWFzb24YAyABKA4yHi5tb3VudGFpbl9nb2F0cy52MS5XYXN0ZVJlYXNvbiInCglUdXJuRW5kZWQSDAoEc2VhdBgBIAEoDRIMCgR0dXJuGAIgASgEIkwKDEVuZFRyaWdnZXJlZBIuCgd0cmlnZ2VyGAEgASgOMh0ubW91bnRhaW5fZ29hdHMudjEuRW5kVHJpZ2dlchIMCgR0dXJuGAIgASgEIkcKCEdhbWVPdmVyEi0KBnJlc3VsdBgBIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkdhbWVSZXN1bHQSDAoEc2VlZBgCIAEoDCpvCgpEaWNlU291cmNlEhsKF0RJQ0VfU09VUkNFX1VOU1BFQ0lGSUVEEAASGwoXRElDRV9TT1VSQ0VfQ0hPU0VOX1NFRUQQARInCiNESUNFX1NPVVJDRV9TRVJWRVJfU0VFRF9BTkRfUExBWUVSUxACKnIKCkdhbWVTdGF0dXMSGwoXR0FNRV9TVEFUVVNfVU5TUEVDSUZJRUQQABIUChBHQU1FX1NUQVRVU19PUEVOEAESFwoTR0FNRV9TVEFUVVNfUExBWUlORxACEhgKFEdBTUVfU1RBVFVTX0ZJTklTSEVEEAMqcwoKRW5kVHJpZ2dlchIbChdFTkRfVFJJR0dFUl9VTlNQRUNJRklFRBAAEiEKHUVORF9UUklHR0VSX0JPTlVTX1RPS0VOU19HT05FEAESJQohRU5EX1RSSUdHRVJfVEhSRUVfTU9VTlRBSU5TX0VNUFRZEAIqfQoIVGllQnJlYWsSGQoVVElFX0JSRUFLX1VOU1BFQ0lGSUVEEAASHgoaVElFX0JSRUFLX0dPQVRTX09OX1NVTU1JVFMQARIcChhUSUVfQlJFQUtfSElHSEVTVF9TVU1NSVQQAhIYChRUSUVfQlJFQUtfU0hBUkVEX1dJThADKqcBCgtXYXN0ZVJlYXNvbhIcChhXQVNURV9SRUFTT05fVU5TUEVDSUZJRUQQABIcChhXQVNURV9SRUFTT05fTk9fTU9VTlRBSU4QARIfChtXQVNURV9SRUFTT05fTk9fVE9LRU5TX0xFRlQQAhIbChdXQVNURV9SRUFTT05fU1BPVF9UQUtFThADEh4KGldBU1RFX1JFQVNPTl9OT19HT0FUX05BTUVEEARCeAoUZGV2Lm1vdW50YWluZ29hdHMudjFCCUdhbWVQcm90b1ABWlNnaXRodWIuY29tL21vdW50YWluLWdvYXRzL21vdW50YWluLWdvYXRzL2NsaWVudHMvZ28vbW91bnRhaW5nb2F0c3YxO21vdW50YWluZ29hdHN2MWIGcHJvdG8z",[_t]);var We=(r=>(r[r.UNSPECIFIED=0]="UNSPECIFIED",r[r.OPEN=1]="OPEN",r[r.PLAYING=2]="PLAYING",r[r.FINISHED=3]="FINISHED",r))(We||{});var k;(function(e){e[e.Canceled=1]="Canceled",e[e.Unknown=2]="Unknown",e[e.InvalidArgument=3]="InvalidArgument",e[e.DeadlineExceeded=4]="DeadlineExceeded",e[e.NotFound=5]="NotFound",e[e.AlreadyExists=6]="AlreadyExists",e[e.PermissionDenied=7]="PermissionDenied",e[e.ResourceExhausted=8]="ResourceExhausted",e[e.FailedPrecondition=9]="FailedPrecondition",e[e.Aborted=10]="Aborted",e[e.OutOfRange=11]="OutOfRange",e[e.Unimplemented=12]="Unimplemented",e[e.Internal=13]="Internal",e[e.Unavailable=14]="Unavailable",e[e.DataLoss=15]="DataLoss",e[e.Unauthenticated=16]="Unauthenticated"})(k||(k={}));function ra(e,t,n){sa(t,e);let o=zi(e.$unknown,t),[r,a,s]=De(t),i=Wn(n);for(let u of o)Dn(r,new Ae(u.data),a,u.wireType,i);return s()}function aa(e,t,n){var o;sa(t,e);let r=((o=e.$unknown)!==null&&o!==void 0?o:[]).filter(l=>l.no!==t.number),[a,s]=De(t,n),i=new Fe;Un(i,{writeUnknownFields:!0},a,s);let u=new Ae(i.finish());for(;u.pos<u.len;){let[l,p]=u.tag(),h=u.skip(p,l);r.push({no:l,wireType:p,data:h})}e.$unknown=r}function zi(e,t){if(e===void 0)return[];if(t.fieldKind==="enum"||t.fieldKind==="scalar"){for(let n=e.length-1;n>=0;--n)if(e[n].no==t.number)return[e[n]];return[]}return e.filter(n=>n.no===t.number)}function De(e,t){let n=e.typeName,o=Object.assign(Object.assign({},e),{kind:"field",parent:e.extendee,localName:n}),r=Object.assign(Object.assign({},e.extendee),{fields:[o],members:[o],oneofs:[]}),a=K(r,t!==void 0?{[n]:t}:void 0);return[H(r,a),o,()=>{let s=a[n];if(s===void 0){let i=e.message;return ue(i)?ae(i.fields[0].scalar,i.fields[0].longAsString):K(i)}return s}]}function sa(e,t){if(e.extendee.typeName!=t.$typeName)throw new Error(`extension ${e.typeName} can only be applied to message ${e.extendee.typeName}`)}var Yi=3,Zi=2,ia={alwaysEmitImplicit:!1,enumAsInteger:!1,useProtoFieldName:!1};function Xi(e){return e?Object.assign(Object.assign({},ia),e):ia}function Ki(e,t,n){return tt(H(e,t),Xi(n))}function la(e,t,n){var o;let r=Ki(e,t,n);return JSON.stringify(r,null,(o=n?.prettySpaces)!==null&&o!==void 0?o:0)}function tt(e,t){var n;let o=ca(e,t);if(o!==void 0)return o;let r={};for(let a of e.sortedFields){if(!e.isSet(a)){if(a.presence==Yi)throw new Error(`cannot encode ${a} to JSON: required field not set`);if(!t.alwaysEmitImplicit||a.presence!==Zi)continue}let s=ua(a,e.get(a),t);s!==void 0&&(r[Hi(a,t)]=s)}if(t.registry){let a=new Set;for(let{no:s}of(n=e.getUnknown())!==null&&n!==void 0?n:[])if(!a.has(s)){a.add(s);let i=t.registry.getExtensionFor(e.desc,s);if(!i)continue;let u=ra(e.message,i),[l,p]=De(i,u),h=ua(p,l.get(p),t);h!==void 0&&(r[i.jsonName]=h)}}return r}function ua(e,t,n){switch(e.fieldKind){case"scalar":return Vt(e,t);case"message":return tt(t,n);case"enum":return Zn(e.enum,t,n.enumAsInteger);case"list":return Ji(t,n);case"map":return ji(t,n)}}function ji(e,t){let n=e.field(),o={};switch(n.mapKind){case"scalar":for(let[r,a]of e)o[r]=Vt(n,a);break;case"message":for(let[r,a]of e)o[r]=tt(a,t);break;case"enum":for(let[r,a]of e)o[r]=Zn(n.enum,a,t.enumAsInteger);break}return t.alwaysEmitImplicit||e.size>0?o:void 0}function Ji(e,t){let n=e.field(),o=[];switch(n.listKind){case"scalar":for(let r of e)o.push(Vt(n,r));break;case"enum":for(let r of e)o.push(Zn(n.enum,r,t.enumAsInteger));break;case"message":for(let r of e)o.push(tt(r,t));break}return t.alwaysEmitImplicit||o.length>0?o:void 0}function Zn(e,t,n){var o;if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: expected number, got ${Y(t)}`);if(e.typeName=="google.protobuf.NullValue")return null;if(n)return t;let r=e.value[t];return(o=r?.name)!==null&&o!==void 0?o:t}function Vt(e,t){var n,o,r,a,s,i;switch(e.scalar){case c.INT32:case c.SFIXED32:case c.SINT32:case c.FIXED32:case c.UINT32:if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: ${(n=Ee(e,t))===null||n===void 0?void 0:n.message}`);return t;case c.FLOAT:case c.DOUBLE:if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: ${(o=Ee(e,t))===null||o===void 0?void 0:o.message}`);return Number.isNaN(t)?"NaN":t===Number.POSITIVE_INFINITY?"Infinity":t===Number.NEGATIVE_INFINITY?"-Infinity":t;case c.STRING:if(typeof t!="string")throw new Error(`cannot encode ${e} to JSON: ${(r=Ee(e,t))===null||r===void 0?void 0:r.message}`);return t;case c.BOOL:if(typeof t!="boolean")throw new Error(`cannot encode ${e} to JSON: ${(a=Ee(e,t))===null||a===void 0?void 0:a.message}`);return t;case c.UINT64:case c.FIXED64:case c.INT64:case c.SFIXED64:case c.SINT64:if(typeof t=="bigint"||typeof t=="string"||typeof t=="number"&&Number.isInteger(t))return t.toString();throw new Error(`cannot encode ${e} to JSON: ${(s=Ee(e,t))===null||s===void 0?void 0:s.message}`);case c.BYTES:if(t instanceof Uint8Array)return hn(t);throw new Error(`cannot encode ${e} to JSON: ${(i=Ee(e,t))===null||i===void 0?void 0:i.message}`)}}function Hi(e,t){return t.useProtoFieldName?e.name:e.jsonName}function ca(e,t){if(e.desc.typeName.startsWith("google.protobuf."))switch(e.desc.typeName){case"google.protobuf.Any":return Qi(e.message,t);case"google.protobuf.Timestamp":return tu(e.message);case"google.protobuf.Duration":return qi(e.message);case"google.protobuf.FieldMask":return eu(e.message);case"google.protobuf.Struct":return da(e.message);case"google.protobuf.Value":return Xn(e.message);case"google.protobuf.ListValue":return ma(e.message);default:if(ue(e.desc)){let n=e.desc.fields[0];return Vt(n,e.get(n))}return}}function Qi(e,t){if(e.typeUrl==="")return{};let{registry:n}=t,o,r;if(n&&(o=qr(e,n),o&&(r=n.getMessage(o.$typeName))),!r||!o)throw new Error(`cannot encode message ${e.$typeName} to JSON: "${e.typeUrl}" is not in the type registry`);let a=H(r,o),s=At(r)?{value:ca(a,t)}:tt(a,t);return s["@type"]=e.typeUrl,s}function qi(e){let t=Number(e.seconds),n=e.nanos;if(t>315576e6||t<-315576e6)throw new Error(`cannot encode message ${e.$typeName} to JSON: value out of range`);if(t>0&&n<0||t<0&&n>0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos sign must match seconds sign`);let o=e.seconds.toString();if(n!==0){let r=Math.abs(n).toString();r="0".repeat(9-r.length)+r,r.substring(3)==="000000"?r=r.substring(0,3):r.substring(6)==="000"&&(r=r.substring(0,6)),o+="."+r,n<0&&t==0&&(o="-"+o)}return o+"s"}function eu(e){return e.paths.map(t=>{if(bt(ye(t))!==t)throw new Error(`cannot encode message ${e.$typeName} to JSON: lowerCamelCase of path name "${t}" is irreversible`);return ye(t)}).join(",")}function da(e){let t={};for(let[n,o]of Object.entries(e.fields))t[n]=Xn(o);return t}function Xn(e){switch(e.kind.case){case"nullValue":return null;case"numberValue":if(!Number.isFinite(e.kind.value))throw new Error(`${e.$typeName} cannot be NaN or Infinity`);return e.kind.value;case"boolValue":return e.kind.value;case"stringValue":return e.kind.value;case"structValue":return da(e.kind.value);case"listValue":return ma(e.kind.value);default:throw new Error(`${e.$typeName} must have a value`)}}function ma(e){return e.values.map(Xn)}function tu(e){let t=Number(e.seconds)*1e3;if(t<Date.parse("0001-01-01T00:00:00Z")||t>Date.parse("9999-12-31T23:59:59Z"))throw new Error(`cannot encode message ${e.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);if(e.nanos<0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be negative`);if(e.nanos>999999999)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be greater than 99999999`);let n="Z";if(e.nanos>0){let o=(e.nanos+1e9).toString().substring(1);o.substring(3)==="000000"?n="."+o.substring(0,3)+"Z":o.substring(6)==="000"?n="."+o.substring(0,6)+"Z":n="."+o+"Z"}return new Date(t).toISOString().replace(".000Z",n)}function nu(e){return Object.assign(Object.assign({ignoreUnknownFields:!1,recursionLimit:100},e),{depth:0})}function fa(e,t,n){return ou(e,du(t,e.typeName),n)}function ou(e,t,n){let o=H(e);try{nt(o,t,nu(n))}catch(r){throw ir(r)?new Error(`cannot decode ${r.field()} from JSON: ${r.message}`,{cause:r}):r}return o.message}var Kn=new WeakMap;function ru(e,t){var n;if(!Kn.has(e)){let o=new Map;for(let r of e.fields)o.set(r.name,r).set(r.jsonName,r);Kn.set(e,o)}return(n=Kn.get(e))===null||n===void 0?void 0:n.get(t)}function nt(e,t,n){var o;if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.desc} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);if(pu(e,t,n)){n.depth--;return}if(t==null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode ${e.desc} from JSON: ${Y(t)}`);let r=new Map,a=new Set;for(let[s,i]of Object.entries(t)){let u=ru(e.desc,s);if(u){if(a.has(u))throw new z(u,"set multiple times");if(a.add(u),u.oneof&&i===null&&u.fieldKind=="scalar")continue;if(u.oneof){let l=r.get(u.oneof);if(l!==void 0)throw new z(u.oneof,`oneof set multiple times by ${l.name} and ${u.name}`);r.set(u.oneof,u)}pa(e,u,i,n)}else{let l;if(s.startsWith("[")&&s.endsWith("]")&&(l=(o=n.registry)===null||o===void 0?void 0:o.getExtension(s.substring(1,s.length-1)))&&l.extendee.typeName===e.desc.typeName){let[p,h,w]=De(l);pa(p,h,i,n),aa(e.message,l,w())}if(!l&&!n.ignoreUnknownFields)throw new Error(`cannot decode ${e.desc} from JSON: key "${s}" is unknown`)}}n.depth--}function pa(e,t,n,o){switch(t.fieldKind){case"scalar":lu(e,t,n);break;case"enum":uu(e,t,n,o);break;case"message":iu(e,t,n,o);break;case"list":su(e.get(t),n,o);break;case"map":au(e.get(t),n,o);break}}function ga(e,t,n){if(e.scalar&&t!==null)return jn(e,t);if(e.message&&!Ot(e,t)){let o=H(e.message);return nt(o,t,n),o}if(e.enum&&!Ot(e,t))return ba(e.enum,t,n.ignoreUnknownFields);throw new z(e,`${e.fieldKind==="list"?"list item":"map value"} must not be null`)}function au(e,t,n){if(t===null)return;let o=e.field();if(typeof t!="object"||Array.isArray(t))throw new z(o,"expected object, got "+Y(t));let r=new Set;for(let[a,s]of Object.entries(t)){let i=cu(o.mapKey,a);if(r.has(i))throw new z(o,`duplicate map key "${a}"`);r.add(i);let u=ga(o,s,n);u!==Ft&&e.set(i,u)}}function su(e,t,n){if(t===null)return;let o=e.field();if(!Array.isArray(t))throw new z(o,"expected Array, got "+Y(t));for(let r of t){let a=ga(o,r,n);a!==Ft&&e.add(a)}}function iu(e,t,n,o){if(Ot(t,n)){e.clear(t);return}let r=e.isSet(t)?e.get(t):H(t.message);nt(r,n,o),e.set(t,r)}function uu(e,t,n,o){if(Ot(t,n)){e.clear(t);return}let r=ba(t.enum,n,o.ignoreUnknownFields);r!==Ft&&e.set(t,r)}function lu(e,t,n){n===null?e.clear(t):e.set(t,jn(t,n))}function Ot(e,t){var n,o;return t===null&&((n=e.message)===null||n===void 0?void 0:n.typeName)!="google.protobuf.Value"&&((o=e.enum)===null||o===void 0?void 0:o.typeName)!="google.protobuf.NullValue"}var Ft=Symbol();function ba(e,t,n){if(t===null)return e.values[0].number;switch(typeof t){case"number":if(Number.isInteger(t))return t;break;case"string":let o=e.values.find(r=>r.name===t);if(o!==void 0)return o.number;if(n)return Ft;break}throw new Error(`cannot decode ${e} from JSON: ${Y(t)}`)}function jn(e,t){switch(e.scalar){case c.DOUBLE:case c.FLOAT:if(t==="NaN")return NaN;if(t==="Infinity")return Number.POSITIVE_INFINITY;if(t==="-Infinity")return Number.NEGATIVE_INFINITY;if(typeof t=="number"){if(Number.isNaN(t))throw new z(e,"unexpected NaN number");if(!Number.isFinite(t))throw new z(e,"unexpected infinite number");break}if(typeof t=="string"){if(t===""||t.trim().length!==t.length)break;let n=Number(t);if(!Number.isFinite(n))break;return n}break;case c.INT32:case c.FIXED32:case c.SFIXED32:case c.SINT32:case c.UINT32:return ha(t);case c.BYTES:if(typeof t=="string"){if(t==="")return new Uint8Array(0);try{return Oe(t)}catch(n){let o=n instanceof Error?n.message:String(n);throw new z(e,o)}}break}return t}function cu(e,t){switch(e){case c.BOOL:switch(t){case"true":return!0;case"false":return!1}return t;case c.INT32:case c.FIXED32:case c.UINT32:case c.SFIXED32:case c.SINT32:return ha(t);case c.INT64:case c.SINT64:case c.SFIXED64:case c.UINT64:case c.FIXED64:return/^-?0+$/.test(t)?"0":t.replace(/^(-?)0+(?=\d)/,"$1");default:return t}}function ha(e){if(typeof e=="string"){if(e===""||e.trim().length!==e.length)return e;let t=Number(e);return Number.isNaN(t)?e:t}return e}function du(e,t){let n;try{n=JSON.parse(e)}catch(o){let r=o instanceof Error?o.message:String(o);throw new Error(`cannot decode message ${t} from JSON: ${r}`,{cause:o})}return mu(e,t),n}function mu(e,t){let n=[],o=!1,r=0;for(;r<e.length;)switch(e[r]){case"{":n.push(new Set),o=!0,r++;break;case"[":n.push(null),o=!1,r++;break;case"}":case"]":n.pop(),o=!1,r++;break;case",":o=n[n.length-1]!=null,r++;break;case":":o=!1,r++;break;case'"':{let a=r++,s=!1;for(;r<e.length;){if(e[r]=="\\"){s=!0,r+=2;continue}if(e[r]=='"')break;r++}let i=r++,u=n[n.length-1];if(o&&u){let l=s?JSON.parse(e.substring(a,i+1)):e.substring(a+1,i);if(u.has(l))throw new Error(`cannot decode message ${t} from JSON: duplicate object key "${l}"`);u.add(l)}o=!1;break}default:r++;break}}function pu(e,t,n){if(!e.desc.typeName.startsWith("google.protobuf."))return!1;switch(e.desc.typeName){case"google.protobuf.Any":return fu(e.message,t,n),!0;case"google.protobuf.Timestamp":return gu(e.message,t),!0;case"google.protobuf.Duration":return bu(e.message,t),!0;case"google.protobuf.FieldMask":return hu(e.message,t),!0;case"google.protobuf.Struct":return ya(e.message,t,n),!0;case"google.protobuf.Value":return Jn(e.message,t,n),!0;case"google.protobuf.ListValue":return va(e.message,t,n),!0;default:if(ue(e.desc)){let o=e.desc.fields[0];return t===null?e.clear(o):e.set(o,jn(o,t)),!0}return!1}}function fu(e,t,n){var o;if(t===null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode message ${e.$typeName} from JSON: expected object but got ${Y(t)}`);if(Object.keys(t).length==0)return;let r=t["@type"];if(typeof r!="string"||r=="")throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is empty`);let a=r.includes("/")?r.substring(r.lastIndexOf("/")+1):r;if(!a.length)throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is invalid`);let s=(o=n.registry)===null||o===void 0?void 0:o.getMessage(a);if(!s)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${r} is not in the type registry`);let i=H(s);if(At(s)&&Object.prototype.hasOwnProperty.call(t,"value")){let u=t.value;nt(i,u,n)}else{let u=Object.assign({},t);delete u["@type"],nt(i,u,n)}Qr(i.desc,i.message,e)}function gu(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);let n=t.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);if(!n)throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);let o=Date.parse(n[1]+"-"+n[2]+"-"+n[3]+"T"+n[4]+":"+n[5]+":"+n[6]+(n[8]?n[8]:"Z"));if(Number.isNaN(o))throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);if(o<Date.parse("0001-01-01T00:00:00Z")||o>Date.parse("9999-12-31T23:59:59Z"))throw new Error(`cannot decode message ${e.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);e.seconds=F.parse(o/1e3),e.nanos=0,n[7]&&(e.nanos=parseInt("1"+n[7]+"0".repeat(9-n[7].length))-1e9)}function bu(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);let n=t.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);if(n===null)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);let o=Number(n[1]);if(o>315576e6||o<-315576e6)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);if(e.seconds=F.parse(o),typeof n[2]!="string")return;let r=n[2]+"0".repeat(9-n[2].length);e.nanos=parseInt(r),(o<0||Object.is(o,-0))&&(e.nanos=-e.nanos)}function hu(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${Y(t)}`);t!==""&&(e.paths=t.split(",").map(n=>{if(n.includes("_"))throw new Error(`cannot decode message ${e.$typeName} from JSON: path names must be lowerCamelCase`);return bt(n)}))}function ya(e,t,n){if(typeof t!="object"||t==null||Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${Y(t)}`);for(let[o,r]of Object.entries(t)){let a=K(Yn);Jn(a,r,n),e.fields[o]=a}}function Jn(e,t,n){if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.$typeName} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);switch(typeof t){case"number":e.kind={case:"numberValue",value:t};break;case"string":e.kind={case:"stringValue",value:t};break;case"boolean":e.kind={case:"boolValue",value:t};break;case"object":if(t===null)e.kind={case:"nullValue",value:Lt.NULL_VALUE};else if(Array.isArray(t)){let o=K(na);va(o,t,n),e.kind={case:"listValue",value:o}}else{let o=K(ta);ya(o,t,n),e.kind={case:"structValue",value:o}}break;default:throw new Error(`cannot decode message ${e.$typeName} from JSON ${Y(t)}`)}return n.depth--,e}function va(e,t,n){if(!Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${Y(t)}`);for(let o of t){let r=K(Yn);Jn(r,o,n),e.values.push(r)}}function Hn(e){let t=k[e];return typeof t!="string"?e.toString():t[0].toLowerCase()+t.substring(1).replace(/[A-Z]/g,n=>"_"+n.toLowerCase())}var _=class e extends Error{constructor(t,n=k.Unknown,o,r,a){super(yu(t,n)),this.name="ConnectError",Object.setPrototypeOf(this,new.target.prototype),this.rawMessage=t,this.code=n,this.metadata=new Headers(o??{}),this.details=r??[],this.cause=a}static from(t,n=k.Unknown){return t instanceof e?t:t instanceof Error?t.name=="AbortError"||t.name=="TimeoutError"?new e(t.message,k.Canceled):new e(t.message,n,void 0,void 0,t):new e(String(t),n,void 0,void 0,t)}static[Symbol.hasInstance](t){return t instanceof Error?Object.getPrototypeOf(t)===e.prototype?!0:t.name==="ConnectError"&&"code"in t&&typeof t.code=="number"&&"metadata"in t&&"details"in t&&Array.isArray(t.details)&&"rawMessage"in t&&typeof t.rawMessage=="string"&&"cause"in t:!1}findDetails(t){let n=t.kind==="message"?{getMessage:r=>r===t.typeName?t:void 0}:t,o=[];for(let r of this.details){if("desc"in r){n.getMessage(r.desc.typeName)&&o.push(K(r.desc,r.value));continue}let a=n.getMessage(r.type);if(a)try{o.push(le(a,r.value))}catch{}}return o}};function yu(e,t){return e.length?`[${Hn(t)}] ${e}`:`[${Hn(t)}]`}function Ea(e,t,n){try{let o=Oe(e);return t?le(t,o,n):o}catch(o){throw _.from(o,k.DataLoss)}}function wa(e,t){let n={};for(let o of e.methods){let r=t(o);r!=null&&(n[o.localName]=r)}return n}var Ct=1;function Sa(e,t,n=!1){if(t>e){let o=`message size is larger than configured readMaxBytes ${e}`;throw n&&(o=`message size ${t} is larger than configured readMaxBytes ${e}`),new _(o,k.ResourceExhausted)}}function vu(e){return new Qn(e)}var Qn=class{constructor(t){this.readMaxBytes=t,this.header=new Uint8Array(5),this.headerView=new DataView(this.header.buffer),this.buf=[]}get byteLength(){return this.buf.reduce((t,n)=>t+n.byteLength,0)}decode(t){this.buf.push(t);let n=[];for(;;){let o=this.pop();if(!o)break;n.push(o)}return n}pop(){if(!(!this.env&&(this.env=this.head(),!this.env))&&this.cons(this.env.data)){let t=this.env;return this.env=void 0,t}}head(){if(!this.cons(this.header))return;let t=this.headerView.getUint8(0),n=this.headerView.getUint32(1);return Sa(this.readMaxBytes,n,!0),{flags:t,data:new Uint8Array(n)}}cons(t){let n=t.byteLength;if(this.byteLength<n)return!1;let o=0;for(;o<n;){let r=this.buf.shift();r.byteLength>n-o?(t.set(r.subarray(0,n-o),o),this.buf.unshift(r.subarray(n-o)),o+=n-o):(t.set(r,o),o+=r.byteLength)}return!0}};function Ut(e){let t,n=vu(4294967295);return new ReadableStream({start(){t=e.getReader()},async pull(o){let r=!1;for(;!r;){let a=await t.read();if(a.done)n.byteLength>0&&o.error(new _("protocol error: incomplete envelope",k.InvalidArgument)),o.close();else for(let s of n.decode(a.value))o.enqueue(s),r=!0}}})}function Wt(e,t){let n=new Uint8Array(t.length+5);n.set(t,5);let o=new DataView(n.buffer,n.byteOffset,n.byteLength);return o.setUint8(0,e),o.setUint32(1,t.length),n}var Eu=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,u){s=e[a](s),r(i,u,s.done,s.value)})}}function r(a,s,i,u){Promise.resolve(u).then(function(l){a({value:l,done:i})},s)}},ot=function(e){return this instanceof ot?(this.v=e,this):new ot(e)},wu=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(f){return function(y){return Promise.resolve(y).then(f,h)}}function i(f,y){o[f]&&(r[f]=function(x){return new Promise(function($,M){a.push([f,x,$,M])>1||u(f,x)})},y&&(r[f]=y(r[f])))}function u(f,y){try{l(o[f](y))}catch(x){w(a[0][3],x)}}function l(f){f.value instanceof ot?Promise.resolve(f.value.v).then(p,h):w(a[0][2],f)}function p(f){u("next",f)}function h(f){u("throw",f)}function w(f,y){f(y),a.shift(),a.length&&u(a[0][0],a[0][1])}},Su=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:ot(e[r](s)),done:!1}:a?a(s):s}:a}};function Na(e){return wu(this,arguments,function*(){yield ot(yield*Su(Eu(e)))})}var xa=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,u){s=e[a](s),r(i,u,s.done,s.value)})}}function r(a,s,i,u){Promise.resolve(u).then(function(l){a({value:l,done:i})},s)}},Be=function(e){return this instanceof Be?(this.v=e,this):new Be(e)},Nu=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:Be(e[r](s)),done:!1}:a?a(s):s}:a}},xu=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(f){return function(y){return Promise.resolve(y).then(f,h)}}function i(f,y){o[f]&&(r[f]=function(x){return new Promise(function($,M){a.push([f,x,$,M])>1||u(f,x)})},y&&(r[f]=y(r[f])))}function u(f,y){try{l(o[f](y))}catch(x){w(a[0][3],x)}}function l(f){f.value instanceof Be?Promise.resolve(f.value.v).then(p,h):w(a[0][2],f)}function p(f){u("next",f)}function h(f){u("throw",f)}function w(f,y){f(y),a.shift(),a.length&&u(a[0][0],a[0][1])}};function qn(e,t){return wa(e,n=>{switch(n.methodKind){case"unary":return ku(t,n);case"server_streaming":return Iu(t,n);case"client_streaming":return Au(t,n);case"bidi_streaming":return $u(t,n);default:return null}})}function ku(e,t){return async(n,o)=>{var r,a;let s=await e.unary(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);return(r=o?.onHeader)===null||r===void 0||r.call(o,s.header),(a=o?.onTrailer)===null||a===void 0||a.call(o,s.trailer),s.message}}function Iu(e,t){return(n,o)=>ka(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,Na([n]),o?.contextValues),o)}function Au(e,t){return async(n,o)=>{var r,a,s,i,u,l;let p=await e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);(u=o?.onHeader)===null||u===void 0||u.call(o,p.header);let h,w=0;try{for(var f=!0,y=xa(p.message),x;x=await y.next(),r=x.done,!r;f=!0)i=x.value,f=!1,h=i,w++}catch($){a={error:$}}finally{try{!f&&!r&&(s=y.return)&&await s.call(y)}finally{if(a)throw a.error}}if(!h)throw new _("protocol error: missing response message",k.Unimplemented);if(w>1)throw new _("protocol error: received extra messages for client streaming method",k.Unimplemented);return(l=o?.onTrailer)===null||l===void 0||l.call(o,p.trailer),h}}function $u(e,t){return(n,o)=>ka(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues),o)}function ka(e,t){let n=(function(){return xu(this,arguments,function*(){var o,r;let a=yield Be(e);(o=t?.onHeader)===null||o===void 0||o.call(t,a.header),yield Be(yield*Nu(xa(a.message))),(r=t?.onTrailer)===null||r===void 0||r.call(t,a.trailer)})})()[Symbol.asyncIterator]();return{[Symbol.asyncIterator]:()=>({next:()=>n.next()})}}function Ia(...e){let t=new AbortController,n=e.filter(r=>r!==void 0).concat(t.signal);for(let r of n){if(r.aborted){o.apply(r);break}r.addEventListener("abort",o)}function o(){t.signal.aborted||t.abort(eo(this));for(let r of n)r.removeEventListener("abort",o)}return t}function Aa(e){let t=new AbortController,n=()=>{t.abort(new _("the operation timed out",k.DeadlineExceeded))},o;return e!==void 0&&(e<=0?n():o=setTimeout(n,e)),{signal:t.signal,cleanup:()=>clearTimeout(o)}}function eo(e){if(!e.aborted)return;if(e.reason!==void 0)return e.reason;let t=new Error("This operation was aborted");return t.name="AbortError",t}function Dt(){return{get(e){return e.id in this?this[e.id]:e.defaultValue},set(e,t){return this[e.id]=t,this},delete(e){return delete this[e.id],this}}}function Bt(e){let t=new Headers,n=new TextDecoder().decode(e).split(`\r
`);for(let o of n){if(o==="")continue;let r=o.indexOf(":");if(r>0){let a=o.substring(0,r).trim(),s=o.substring(r+1).trim();t.append(a,s)}}return t}var to="Content-Type";var no="Grpc-Timeout",ce="Grpc-Status",rt="Grpc-Message",oo="Grpc-Status-Details-Bin";var Pt="User-Agent";var ro="X-User-Agent",Ta="X-Grpc-Web";var Ra="application/grpc-web+proto",Ga="application/grpc-web+json";var Ru=oe("CgxzdGF0dXMucHJvdG8SCmdvb2dsZS5ycGMiTgoGU3RhdHVzEgwKBGNvZGUYASABKAUSDwoHbWVzc2FnZRgCIAEoCRIlCgdkZXRhaWxzGAMgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueUJeCg5jb20uZ29vZ2xlLnJwY0ILU3RhdHVzUHJvdG9QAVo3Z29vZ2xlLmdvbGFuZy5vcmcvZ2VucHJvdG8vZ29vZ2xlYXBpcy9ycGMvc3RhdHVzO3N0YXR1c6ICA1JQQ2IGcHJvdG8z",[Pn]),Ma=ne(Ru,0);var _a="0";function zt(e){var t;let n=e.get(oo);if(n!=null){let r=Ea(n,Ma);if(r.code==0)return;let a=new _(r.message,r.code,e);return a.details=r.details.map(s=>({type:s.typeUrl.substring(s.typeUrl.lastIndexOf("/")+1),value:s.value})),a}let o=e.get(ce);if(o!=null){if(o===_a)return;let r=parseInt(o,10);return r in k?new _(decodeURIComponent((t=e.get(rt))!==null&&t!==void 0?t:""),r,e):new _(`invalid grpc-status: ${o}`,k.Internal,e)}}function Yt(e,t){return e.toString().replace(/\/?$/,`/${t.parent.typeName}/${t.name}`)}function ao(e,t){return K(e,t)}function La(e,t){function n(o){return o.done===!0?o:{done:o.done,value:ao(e,o.value)}}return{[Symbol.asyncIterator](){let o=t[Symbol.asyncIterator](),r={next:()=>o.next().then(n)};return o.throw!==void 0&&(r.throw=a=>o.throw(a).then(n)),o.return!==void 0&&(r.return=a=>o.return(a).then(n)),r}}}function so(e,t){if(!t)return e;for(let n of t.concat().reverse())e=n(e);return e}function Fa(e){var t;let n=Object.assign({},e);return(t=n.ignoreUnknownFields)!==null&&t!==void 0||(n.ignoreUnknownFields=!0),n}function Zt(e,t,n,o){let r=t?Va(e.input,o):Oa(e.input,n);return{parse:(t?Va(e.output,o):Oa(e.output,n)).parse,serialize:r.serialize}}function Va(e,t){return{parse(n){try{return le(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new _(`parse binary: ${r}`,k.Internal)}},serialize(n){try{return Ce(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new _(`serialize binary: ${r}`,k.Internal)}}}}function Oa(e,t){var n,o;let r=(n=t?.textEncoder)!==null&&n!==void 0?n:new TextEncoder,a=(o=t?.textDecoder)!==null&&o!==void 0?o:new TextDecoder,s=Fa(t);return{parse(i){try{let u=a.decode(i);return fa(e,u,s)}catch(u){throw _.from(u,k.InvalidArgument)}},serialize(i){try{let u=la(e,i,s);return r.encode(u)}catch(u){throw _.from(u,k.Internal)}}}}function io(e){let t=so(e.next,e.interceptors),[n,o,r]=Ca(e),a=Object.assign(Object.assign({},e.req),{message:ao(e.req.method.input,e.req.message),signal:n});return t(a).then(s=>(r(),s),o)}function uo(e){let t=so(e.next,e.interceptors),[n,o,r]=Ca(e),a=Object.assign(Object.assign({},e.req),{message:La(e.req.method.input,e.req.message),signal:n}),s=!1;return n.addEventListener("abort",function(){var i,u;let l=e.req.message[Symbol.asyncIterator]();s||(i=l.throw)===null||i===void 0||i.call(l,this.reason).catch(()=>{}),(u=l.return)===null||u===void 0||u.call(l).catch(()=>{})}),t(a).then(i=>Object.assign(Object.assign({},i),{message:{[Symbol.asyncIterator](){let u=i.message[Symbol.asyncIterator]();return{next(){return u.next().then(l=>(l.done==!0&&(s=!0,r()),l),o)}}}}}),o)}function Ca(e){let{signal:t,cleanup:n}=Aa(e.timeoutMs),o=Ia(e.signal,t);return[o.signal,function(a){let s=o.signal.aborted?_.from(eo(o.signal),k.Canceled):_.from(a);return o.abort(s),n(),Promise.reject(s)},function(){n(),o.abort()}]}function Ua(){try{new Headers}catch{throw new Error("connect-web requires the fetch API. Are you running on an old version of Node.js? Node.js is not supported in Connect for Web - please stay tuned for Connect for Node.")}}function at(e,t){let n=zt(e);if(n)throw t.forEach((o,r)=>{n.metadata.append(r,o)}),n;if(!t.has(ce)&&!e.has(ce))throw new _("protocol error: missing status",k.Internal)}function Xt(e,t,n,o){var r,a;let s=new Headers(n??{});s.set(to,e?Ra:Ga),s.set(Ta,"1");let i=(a=(r=s.get(Pt))!==null&&r!==void 0?r:s.get(ro))!==null&&a!==void 0?a:"connect-es/2.1.2";return s.set(ro,i),o&&s.set(Pt,i),t!==void 0&&s.set(no,`${t}m`),s}function Wa(e){switch(e){case 400:return k.Internal;case 401:return k.Unauthenticated;case 403:return k.PermissionDenied;case 404:return k.Unimplemented;case 429:return k.Unavailable;case 502:return k.Unavailable;case 503:return k.Unavailable;case 504:return k.Unavailable;default:return k.Unknown}}function Kt(e,t){var n;if(e>=200&&e<300)return{foundStatus:t.has(ce),headerError:zt(t)};throw new _(decodeURIComponent((n=t.get(rt))!==null&&n!==void 0?n:`HTTP ${e}`),Wa(e),t)}var $e=function(e){return this instanceof $e?(this.v=e,this):new $e(e)},Gu=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(f){return function(y){return Promise.resolve(y).then(f,h)}}function i(f,y){o[f]&&(r[f]=function(x){return new Promise(function($,M){a.push([f,x,$,M])>1||u(f,x)})},y&&(r[f]=y(r[f])))}function u(f,y){try{l(o[f](y))}catch(x){w(a[0][3],x)}}function l(f){f.value instanceof $e?Promise.resolve(f.value.v).then(p,h):w(a[0][2],f)}function p(f){u("next",f)}function h(f){u("throw",f)}function w(f,y){f(y),a.shift(),a.length&&u(a[0][0],a[0][1])}},Da={redirect:"error"};function lo(e){var t;Ua();let n=(t=e.useBinaryFormat)!==null&&t!==void 0?t:!0;return{async unary(o,r,a,s,i,u){let{serialize:l,parse:p}=Zt(o,n,e.jsonOptions,e.binaryOptions);return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await io({interceptors:e.interceptors,signal:r,timeoutMs:a,req:{stream:!1,service:o.parent,method:o,requestMethod:"POST",url:Yt(e.baseUrl,o),header:Xt(n,a,s,!1),contextValues:u??Dt(),message:i},next:async h=>{var w;let y=await((w=e.fetch)!==null&&w!==void 0?w:globalThis.fetch)(h.url,Object.assign(Object.assign({},Da),{method:h.requestMethod,headers:h.header,signal:h.signal,body:Wt(0,l(h.message))})),{headerError:x}=Kt(y.status,y.headers);if(!y.body)throw x!==void 0?x:"missing response body";let $=Ut(y.body).getReader(),M,O;for(;;){let v=await $.read();if(v.done)break;let{flags:g,data:S}=v.value;if((g&Ct)===Ct)throw new _("protocol error: received unsupported compressed output",k.Internal);if(g===128){if(M!==void 0)throw"extra trailer";M=Bt(S);continue}if(O!==void 0)throw new _("extra message",k.Unimplemented);O=p(S)}if(M===void 0)throw x!==void 0?x:new _("missing trailer",y.headers.has(ce)?k.Unimplemented:k.Unknown);if(at(M,y.headers),O===void 0)throw new _("missing message",M.has(ce)?k.Unimplemented:k.Unknown);return{stream:!1,service:o.parent,method:o,header:y.headers,message:O,trailer:M}}})},async stream(o,r,a,s,i,u){let{serialize:l,parse:p}=Zt(o,n,e.jsonOptions,e.binaryOptions);function h(f,y,x,$,M){return Gu(this,arguments,function*(){let v=Ut(f).getReader();if(y){if(!(yield $e(v.read())).done)throw"extra data for trailers-only";return yield $e(void 0)}let g=!1;for(;;){let S=yield $e(v.read());if(S.done)break;let{flags:R,data:I}=S.value;if((R&128)===128){if(g)throw"extra trailer";g=!0;let G=Bt(I);at(G,$),G.forEach((b,E)=>x.set(E,b));continue}if(g)throw"extra message";yield yield $e(p(I))}if("throwIfAborted"in M&&M.throwIfAborted(),!g)throw"missing trailer"})}async function w(f){if(o.methodKind!="server_streaming")throw"The fetch API does not support streaming request bodies";let y=await f[Symbol.asyncIterator]().next();if(y.done==!0)throw"missing request message";return Wt(0,l(y.value))}return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,uo({interceptors:e.interceptors,signal:r,timeoutMs:a,req:{stream:!0,service:o.parent,method:o,requestMethod:"POST",url:Yt(e.baseUrl,o),header:Xt(n,a,s,!1),contextValues:u??Dt(),message:i},next:async f=>{var y;let $=await((y=e.fetch)!==null&&y!==void 0?y:globalThis.fetch)(f.url,Object.assign(Object.assign({},Da),{method:f.requestMethod,headers:f.header,signal:f.signal,body:await w(f.message)})),{foundStatus:M,headerError:O}=Kt($.status,$.headers);if(O!=null)throw O;if(!$.body)throw"missing response body";let v=new Headers;return Object.assign(Object.assign({},f),{header:$.headers,trailer:v,message:h($.body,M,v,$.headers,f.signal)})}})}}}var Mu=oe("CiRtb3VudGFpbl9nb2F0cy92MS9nYW1lX3NlcnZpY2UucHJvdG8SEW1vdW50YWluX2dvYXRzLnYxIoUBChFDcmVhdGVHYW1lUmVxdWVzdBIvCgdvcHRpb25zGAEgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZU9wdGlvbnMSDAoEc2VlZBgCIAEoDBIxCgtob3VzZV9zZWF0cxgDIAMoCzIcLm1vdW50YWluX2dvYXRzLnYxLkhvdXNlU2VhdCIrCglIb3VzZVNlYXQSDAoEc2VhdBgBIAEoDRIQCghzdHJhdGVneRgCIAEoCSI7ChJDcmVhdGVHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUiHgoOR2V0R2FtZVJlcXVlc3QSDAoEbmFtZRgBIAEoCSI4Cg9HZXRHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUiaAoQTGlzdEdhbWVzUmVxdWVzdBIRCglwYWdlX3NpemUYASABKA0SEgoKcGFnZV90b2tlbhgCIAEoCRItCgZzdGF0dXMYAyABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lU3RhdHVzIlQKEUxpc3RHYW1lc1Jlc3BvbnNlEiYKBWdhbWVzGAEgAygLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkifwoPSm9pbkdhbWVSZXF1ZXN0EgwKBG5hbWUYASABKAkSEwoLcGxheWVyX25hbWUYAiABKAkSEQoEc2VhdBgDIAEoDUgAiAEBEhIKCnNlYXRfdG9rZW4YBCABKAkSGQoRZGljZV9jb250cmlidXRpb24YBSABKAxCBwoFX3NlYXQiWwoQSm9pbkdhbWVSZXNwb25zZRIlCgRnYW1lGAEgASgLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIMCgRzZWF0GAIgASgNEhIKCnNlYXRfdG9rZW4YAyABKAki1gEKD0ZpbmRHYW1lUmVxdWVzdBIvCgdvcHRpb25zGAEgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZU9wdGlvbnMSEwoLcGxheWVyX25hbWUYAiABKAkSEgoKc2VhdF90b2tlbhgDIAEoCRIfChJob3VzZV9maWxsX3NlY29uZHMYBCABKA1IAIgBARIWCg5ob3VzZV9zdHJhdGVneRgFIAEoCRIZChFkaWNlX2NvbnRyaWJ1dGlvbhgGIAEoDEIVChNfaG91c2VfZmlsbF9zZWNvbmRzIlsKEEZpbmRHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUSDAoEc2VhdBgCIAEoDRISCgpzZWF0X3Rva2VuGAMgASgJIpABChFTdWJtaXRNb3ZlUmVxdWVzdBIMCgRuYW1lGAEgASgJEiUKBG1vdmUYAiABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Nb3ZlEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uImUKElN1Ym1pdE1vdmVSZXNwb25zZRIlCgRnYW1lGAEgASgLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIoCgZldmVudHMYAiADKAsyGC5tb3VudGFpbl9nb2F0cy52MS5FdmVudCIlChVMaXN0TGVnYWxNb3Zlc1JlcXVlc3QSDAoEbmFtZRgBIAEoCSKRAQoWTGlzdExlZ2FsTW92ZXNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEgwKBHNlYXQYAiABKA0SJQoEcm9sbBgDIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLlJvbGwSMQoLbGVnYWxfbW92ZXMYBCADKAsyHC5tb3VudGFpbl9nb2F0cy52MS5MZWdhbE1vdmUiSQoSUHJldmlld01vdmVSZXF1ZXN0EgwKBG5hbWUYASABKAkSJQoEbW92ZRgCIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLk1vdmUiaAoTUHJldmlld01vdmVSZXNwb25zZRInCgVib2FyZBgBIAEoCzIYLm1vdW50YWluX2dvYXRzLnYxLkJvYXJkEigKBmV2ZW50cxgCIAMoCzIYLm1vdW50YWluX2dvYXRzLnYxLkV2ZW50IkwKEFdhdGNoR2FtZVJlcXVlc3QSDAoEbmFtZRgBIAEoCRIZCgxyZXN1bWVfYWZ0ZXIYAiABKARIAIgBAUIPCg1fcmVzdW1lX2FmdGVyIrYBChFXYXRjaEdhbWVSZXNwb25zZRIzCghzbmFwc2hvdBgBIAEoCzIfLm1vdW50YWluX2dvYXRzLnYxLkdhbWVTbmFwc2hvdEgAEi8KBmNoYW5nZRgCIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkdhbWVDaGFuZ2VIABIxCgloZWFydGJlYXQYAyABKAsyHC5tb3VudGFpbl9nb2F0cy52MS5IZWFydGJlYXRIAEIICgZ1cGRhdGUiaAoMR2FtZVNuYXBzaG90EiUKBGdhbWUYASABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5HYW1lEjEKC2xlZ2FsX21vdmVzGAIgAygLMhwubW91bnRhaW5fZ29hdHMudjEuTGVnYWxNb3ZlIqEBCgpHYW1lQ2hhbmdlEg8KB3ZlcnNpb24YASABKAQSKAoGZXZlbnRzGAIgAygLMhgubW91bnRhaW5fZ29hdHMudjEuRXZlbnQSJQoEZ2FtZRgDIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUSMQoLbGVnYWxfbW92ZXMYBCADKAsyHC5tb3VudGFpbl9nb2F0cy52MS5MZWdhbE1vdmUiRgoJSGVhcnRiZWF0Eg8KB3ZlcnNpb24YASABKAQSKAoEdGltZRgCIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAytgYKC0dhbWVTZXJ2aWNlElkKCkNyZWF0ZUdhbWUSJC5tb3VudGFpbl9nb2F0cy52MS5DcmVhdGVHYW1lUmVxdWVzdBolLm1vdW50YWluX2dvYXRzLnYxLkNyZWF0ZUdhbWVSZXNwb25zZRJQCgdHZXRHYW1lEiEubW91bnRhaW5fZ29hdHMudjEuR2V0R2FtZVJlcXVlc3QaIi5tb3VudGFpbl9nb2F0cy52MS5HZXRHYW1lUmVzcG9uc2USVgoJTGlzdEdhbWVzEiMubW91bnRhaW5fZ29hdHMudjEuTGlzdEdhbWVzUmVxdWVzdBokLm1vdW50YWluX2dvYXRzLnYxLkxpc3RHYW1lc1Jlc3BvbnNlElMKCEpvaW5HYW1lEiIubW91bnRhaW5fZ29hdHMudjEuSm9pbkdhbWVSZXF1ZXN0GiMubW91bnRhaW5fZ29hdHMudjEuSm9pbkdhbWVSZXNwb25zZRJZCgpTdWJtaXRNb3ZlEiQubW91bnRhaW5fZ29hdHMudjEuU3VibWl0TW92ZVJlcXVlc3QaJS5tb3VudGFpbl9nb2F0cy52MS5TdWJtaXRNb3ZlUmVzcG9uc2USZQoOTGlzdExlZ2FsTW92ZXMSKC5tb3VudGFpbl9nb2F0cy52MS5MaXN0TGVnYWxNb3Zlc1JlcXVlc3QaKS5tb3VudGFpbl9nb2F0cy52MS5MaXN0TGVnYWxNb3Zlc1Jlc3BvbnNlElwKC1ByZXZpZXdNb3ZlEiUubW91bnRhaW5fZ29hdHMudjEuUHJldmlld01vdmVSZXF1ZXN0GiYubW91bnRhaW5fZ29hdHMudjEuUHJldmlld01vdmVSZXNwb25zZRJYCglXYXRjaEdhbWUSIy5tb3VudGFpbl9nb2F0cy52MS5XYXRjaEdhbWVSZXF1ZXN0GiQubW91bnRhaW5fZ29hdHMudjEuV2F0Y2hHYW1lUmVzcG9uc2UwARJTCghGaW5kR2FtZRIiLm1vdW50YWluX2dvYXRzLnYxLkZpbmRHYW1lUmVxdWVzdBojLm1vdW50YWluX2dvYXRzLnYxLkZpbmRHYW1lUmVzcG9uc2VCfwoUZGV2Lm1vdW50YWluZ29hdHMudjFCEEdhbWVTZXJ2aWNlUHJvdG9QAVpTZ2l0aHViLmNvbS9tb3VudGFpbi1nb2F0cy9tb3VudGFpbi1nb2F0cy9jbGllbnRzL2dvL21vdW50YWluZ29hdHN2MTttb3VudGFpbmdvYXRzdjFiBnByb3RvMw",[_t,oa]);var Ba=Jr(Mu,0);function Jt(e=location.origin){return qn(Ba,lo({baseUrl:e}))}function co(e){return e.startsWith("games/")?e.slice(6):e}function Pa(e){return`/games/${encodeURIComponent(co(e))}`}var pe=class{constructor(t){this.value=t}valueOf(){return this.value}},C=class extends pe{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},ee=class extends pe{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},fe=class e extends pe{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof pe)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof pe&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var za=100,_u="⁨",Lu="⁩";function Vu(e,t,n){if(n===t||n instanceof ee&&t instanceof ee&&n.value===t.value)return!0;if(t instanceof ee&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function Ya(e,t,n){return t[n]?Pe(e,t[n].value):(e.reportError(new RangeError("No default")),new C)}function mo(e,t){let n=[],o=Object.create(null);for(let r of t)r.type==="narg"?o[r.name]=st(e,r.value):n.push(st(e,r));return{positional:n,named:o}}function st(e,t){switch(t.type){case"str":return t.value;case"num":return new ee(t.value,{minimumFractionDigits:t.precision});case"var":return Ou(e,t);case"mesg":return Fu(e,t);case"term":return Cu(e,t);case"func":return Uu(e,t);case"select":return Wu(e,t);default:return new C}}function Ou(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new C(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new C(`$${t}`);if(n instanceof pe)return n;switch(typeof n){case"string":return n;case"number":return new ee(n);case"object":if(fe.supportsValue(n))return new fe(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new C(`$${t}`)}}function Fu(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new C(t);if(n){let r=o.attributes[n];return r?Pe(e,r):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new C(`${t}.${n}`))}return o.value?Pe(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new C(t))}function Cu(e,{name:t,attr:n,args:o}){let r=`-${t}`,a=e.bundle._terms.get(r);if(!a)return e.reportError(new ReferenceError(`Unknown term: ${r}`)),new C(r);if(n){let i=a.attributes[n];if(i){e.params=mo(e,o).named;let u=Pe(e,i);return e.params=null,u}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new C(`${r}.${n}`)}e.params=mo(e,o).named;let s=Pe(e,a.value);return e.params=null,s}function Uu(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new C(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new C(`${t}()`);try{let r=mo(e,n);return o(r.positional,r.named)}catch(r){return e.reportError(r),new C(`${t}()`)}}function Wu(e,{selector:t,variants:n,star:o}){let r=st(e,t);if(r instanceof C)return Ya(e,n,o);for(let a of n){let s=st(e,a.key);if(Vu(e,r,s))return Pe(e,a.value)}return Ya(e,n,o)}function po(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new C;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let r of t){if(typeof r=="string"){n.push(e.bundle._transform(r));continue}if(e.placeables++,e.placeables>za)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${za}`);o&&n.push(_u),n.push(st(e,r).toString(e)),o&&n.push(Lu)}return e.dirty.delete(t),n.join("")}function Pe(e,t){return typeof t=="string"?e.bundle._transform(t):po(e,t)}var Ht=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let r=JSON.stringify(n);return o[r]||(o[r]=new t(this.bundle.locales,n)),o[r]}};function fo(e,t){let n=Object.create(null);for(let[o,r]of Object.entries(e))t.includes(o)&&(n[o]=r.valueOf());return n}var Za=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Xa(e,t){let n=e[0];if(n instanceof C)return new C(`NUMBER(${n.valueOf()})`);if(n instanceof ee)return new ee(n.valueOf(),{...n.opts,...fo(t,Za)});if(n instanceof fe)return new ee(n.toNumber(),{...fo(t,Za)});throw new TypeError("Invalid argument to NUMBER")}var Du=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Ka(e,t){let n=e[0];if(n instanceof C)return new C(`DATETIME(${n.valueOf()})`);if(n instanceof fe||n instanceof ee)return new fe(n,fo(t,Du));throw new TypeError("Invalid argument to DATETIME")}var ja=new Map;function Ja(e){let t=Array.isArray(e)?e.join(" "):e,n=ja.get(t);return n===void 0&&(n=new Map,ja.set(t,n)),n}var it=class{constructor(t,{functions:n,useIsolating:o=!0,transform:r=a=>a}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:Xa,DATETIME:Ka,...n},this._useIsolating=o,this._transform=r,this._intls=Ja(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let r=0;r<t.body.length;r++){let a=t.body[r];if(a.id.startsWith("-")){if(n===!1&&this._terms.has(a.id)){o.push(new Error(`Attempt to override an existing term: "${a.id}"`));continue}this._terms.set(a.id,a)}else{if(n===!1&&this._messages.has(a.id)){o.push(new Error(`Attempt to override an existing message: "${a.id}"`));continue}this._messages.set(a.id,a)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let r=new Ht(this,o,n);try{return po(r,t).toString(r)}catch(a){if(r.errors&&a instanceof Error)return r.errors.push(a),new C().toString(r);throw a}}};var go=/^(-?[a-zA-Z][\w-]*) *= */gm,Ha=/\.([a-zA-Z][\w-]*) *= */y,Bu=/\*?\[/y,bo=/(-?[0-9]+(?:\.([0-9]+))?)/y,Pu=/([a-zA-Z][\w-]*)/y,Qa=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,zu=/^[A-Z][A-Z0-9_-]*$/,Qt=/([^{}\n\r]+)/y,Yu=/([^\\"\n\r]*)/y,qa=/\\([\\"])/y,es=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Zu=/^\n+/,ts=/ +$/,Xu=/ *\r?\n/g,Ku=/( *)$/,ju=/{\s*/y,ns=/\s*}/y,Ju=/\[\s*/y,Hu=/\s*] */y,Qu=/\s*\(\s*/y,qu=/\s*->\s*/y,el=/\s*:\s*/y,tl=/\s*,?\s*/y,nl=/\s+/y,ut=class{constructor(t){this.body=[],go.lastIndex=0;let n=0;for(;;){let b=go.exec(t);if(b===null)break;n=go.lastIndex;try{this.body.push(u(b[1]))}catch(E){if(E instanceof SyntaxError)continue;throw E}}function o(b){return b.lastIndex=n,b.test(t)}function r(b,E){if(t[n]===b)return n++,!0;if(E)throw new E(`Expected ${b}`);return!1}function a(b,E){if(o(b))return n=b.lastIndex,!0;if(E)throw new E(`Expected ${b.toString()}`);return!1}function s(b){b.lastIndex=n;let E=b.exec(t);if(E===null)throw new SyntaxError(`Expected ${b.toString()}`);return n=b.lastIndex,E}function i(b){return s(b)[1]}function u(b){let E=p(),T=l();if(E===null&&Object.keys(T).length===0)throw new SyntaxError("Expected message value or attributes");return{id:b,value:E,attributes:T}}function l(){let b=Object.create(null);for(;o(Ha);){let E=i(Ha),T=p();if(T===null)throw new SyntaxError("Expected attribute value");b[E]=T}return b}function p(){let b;if(o(Qt)&&(b=i(Qt)),t[n]==="{"||t[n]==="}")return h(b?[b]:[],1/0);let E=R();return E?b?h([b,E],E.length):(E.value=I(E.value,Zu),h([E],E.length)):b?I(b,ts):null}function h(b=[],E){for(;;){if(o(Qt)){b.push(i(Qt));continue}if(t[n]==="{"){b.push(w());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let U=R();if(U){b.push(U),E=Math.min(E,U.length);continue}break}let T=b.length-1,B=b[T];typeof B=="string"&&(b[T]=I(B,ts));let J=[];for(let U of b)U instanceof qt&&(U=U.value.slice(0,U.value.length-E)),U&&J.push(U);return J}function w(){a(ju,SyntaxError);let b=f();if(a(ns))return b;if(a(qu)){let E=$();return a(ns,SyntaxError),{type:"select",selector:b,...E}}throw new SyntaxError("Unclosed placeable")}function f(){if(t[n]==="{")return w();if(o(Qa)){let[,b,E,T=null]=s(Qa);if(b==="$")return{type:"var",name:E};if(a(Qu)){let B=y();if(b==="-")return{type:"term",name:E,attr:T,args:B};if(zu.test(E))return{type:"func",name:E,args:B};throw new SyntaxError("Function names must be all upper-case")}return b==="-"?{type:"term",name:E,attr:T,args:[]}:{type:"mesg",name:E,attr:T}}return O()}function y(){let b=[];for(;;){switch(t[n]){case")":return n++,b;case void 0:throw new SyntaxError("Unclosed argument list")}b.push(x()),a(tl)}}function x(){let b=f();return b.type!=="mesg"?b:a(el)?{type:"narg",name:b.name,value:O()}:b}function $(){let b=[],E=0,T;for(;o(Bu);){r("*")&&(T=E);let B=M(),J=p();if(J===null)throw new SyntaxError("Expected variant value");b[E++]={key:B,value:J}}if(E===0)return null;if(T===void 0)throw new SyntaxError("Expected default variant");return{variants:b,star:T}}function M(){a(Ju,SyntaxError);let b;return o(bo)?b=v():b={type:"str",value:i(Pu)},a(Hu,SyntaxError),b}function O(){if(o(bo))return v();if(t[n]==='"')return g();throw new SyntaxError("Invalid expression")}function v(){let[,b,E=""]=s(bo),T=E.length;return{type:"num",value:parseFloat(b),precision:T}}function g(){r('"',SyntaxError);let b="";for(;;){if(b+=i(Yu),t[n]==="\\"){b+=S();continue}if(r('"'))return{type:"str",value:b};throw new SyntaxError("Unclosed string literal")}}function S(){if(o(qa))return i(qa);if(o(es)){let[,b,E]=s(es),T=parseInt(b||E,16);return T<=55295||57344<=T?String.fromCodePoint(T):"�"}throw new SyntaxError("Unknown escape sequence")}function R(){let b=n;switch(a(nl),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return G(t.slice(b,n))}return t[n-1]===" "?G(t.slice(b,n)):!1}function I(b,E){return b.replace(E,"")}function G(b){let E=b.replace(Xu,`
`),T=Ku.exec(b)[1].length;return new qt(E,T)}}},qt=class{constructor(t,n){this.value=t,this.length=n}};var os=`# The viewer's messages, in English (the reference: every other language has
# exactly these messages, checked by tests/browser/messages.ts).
# The game's words follow the rules text: goat, mountain, step, foot, summit,
# point token, bonus token, Big Mountain, spot, dice.

## The page

app-title = Mountain Goats
language-label = Language
skip-link = Skip to the content
no-such-page = No such page.
see-every-game = See every game.

## Statuses and options

status-open = Waiting for players
status-playing = Playing
status-finished = Finished
status-unknown = Unknown
options-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
options-big-mountain = Big Mountain
options-base-game = base game
options-declining = declining groups allowed

## Where the dice come from

dice-chosen = ⚠ chosen seed: the creator knows every roll
    .title = The creator chose the seed the dice come from, so the creator knows every roll in advance.
dice-fair = fair dice: server seed + players' contributions
    .title = The server committed to its seed before anyone joined, and each player's contribution is mixed in when the game starts: neither the server nor any one player can steer the dice.
dice-fair-count = fair dice: server seed + { $contributed } of { $taken ->
    [one] { $taken } player's contributions
   *[other] { $taken } players' contributions
}

## The lobby

lobby-page-title = Games · Mountain Goats
lobby-tagline = Every game on this server, live and finished.
lobby-games = Games
lobby-filters = Show games by status
lobby-filter-all = All
lobby-filter-open = Open
lobby-filter-playing = Live
lobby-filter-finished = Finished
lobby-caption = Games, newest first
lobby-col-game = Game
lobby-col-status = Status
lobby-col-players = Players
lobby-col-options = Options
lobby-col-version = Version
lobby-col-created = Created
lobby-version = version
lobby-newer = ← Newer
lobby-older = Older →
lobby-pages = Pages
lobby-page = Page { $page }
lobby-loading = Loading…
lobby-count = { $count ->
    [one] { $count } game on this page
   *[other] { $count } games on this page
} · updated { $time }
lobby-empty = No games yet.
lobby-error = Could not list the games: { $error }
lobby-free = { $count } free
lobby-won = { $names } won
lobby-shared = { $names } shared the win

## A game's page

game-page-title = Game { $id } · Mountain Goats
game-heading = Game
back-to-lobby = ← All games
conn-connecting = Connecting…
conn-live = ● Live
conn-reconnecting = Reconnecting…
conn-stopped = Stopped: { $detail }
conn-ended = Stream ended
conn-game-over = Game over
no-such-game = No such game: { $id }
version-unknown = Version { $version } is not known to this page (it was skipped by a snapshot).

## Replay

replay = Replay
replay-first = « First
    .title = First version
replay-back = ‹ Back
    .title = Previous version
replay-next = Next ›
    .title = Next version
replay-live = Live
    .title = Follow live (last version)
replay-last = Last »
    .title = Last version (the game is over)
replay-play = ▶ Play
    .title = Play the game on from the version shown
replay-pause = ⏸ Pause
    .title = Stop playing
replay-speed = Replay speed
replay-slider = Version of the game shown
replay-version = Version { $version } of { $total }
replay-version-live = Version { $version } of { $total } (live)
replay-version-finished = Version { $version } of { $total } · finished
replay-hint = Keys: ← → step through the versions, Home / End for the first / last, P plays or pauses.

## The game's state

game-status = Game status
status-waiting-seats = Waiting for players: { $taken } of { $seats ->
    [one] { $seats } seat taken
   *[other] { $seats } seats taken
}
status-turn = Turn { $turn }: { $name } to move
status-wins = Game over: { $names } wins
status-share = Game over: { $names } share the win
options-version = version { $version }
end-triggered-over = The end was triggered: { $why }.
end-triggered-now = The end is triggered: { $why }. The round is played out.
end-why-bonus = the last bonus token is taken
end-why-mountains = three mountains have no point tokens left
end-why-other = the end is triggered

## Players

players = Players
player-to-move = to move
player-score = score { $score }
player-no-tokens = no point tokens
player-tokens = { $count ->
    [one] { $count } point token of { $mountain }
   *[other] { $count } point tokens of { $mountain }
}
player-bonus = bonus token { $value }
player-big-goats = { $count ->
    [one] { $count } goat on the Big Mountain
   *[other] { $count } goats on the Big Mountain
}
bonus-left = Bonus tokens left:
bonus-none = none
chances = Chances to win
seat = Seat { $seat }
seat-note-house = house
seat-note-house-bot = house bot
seat-note-seat = seat { $seat }
seat-look-0 = blue circle
seat-look-1 = orange triangle
seat-look-2 = green square
seat-look-3 = purple diamond
seat-look-4 = yellow star

## Dice

dice = Dice
dice-last-move = { $name }'s move
dice-rolled = Rolled
dice-ones = Ones changed
dice-grouped = Grouped
dice-current = { $name } rolled
dice-current-label = The current roll
dice-last-label = The last move
dice-none-open = No die is rolled until every seat is taken.
dice-none = No roll to show.
dice-faces = dice { $dice }
die-was = was { $face }
die-n = die { $n }
group-declined = declined every die
group-mountain = mountain { $sum }
group-spot = Big Mountain spot { $sum }
group-nothing = no mountain

## The board

board = The board
mountain = Mountain { $number }
tokens-left = { $count ->
    [one] { $count } point token left
   *[other] { $count } point tokens left
}
place-foot = foot
place-step = step { $step }
place-summit = summit
place-goats = { $place }: { $names }
place-empty = { $place }: empty
big-mountain = Big Mountain
spot = spot { $spot }: { $name }
spot-empty = spot { $spot }: empty
bonus-tokens = Bonus tokens
win-chances-soon = Chances to win appear here when the server estimates them.

## The end

standings = Final standings
col-rank = Rank
col-player = Player
col-score = Score
col-point-tokens = Point tokens
col-bonus = Bonus
col-big-mountain = Big Mountain
col-summits = Summits
tie-summits = The tie was broken by the most goats on summits.
tie-highest = The tie was broken by the highest summit held.
tie-shared = No tie-break separated the leaders: they share the win.
check-ok = ✓ All { $rolls } rolls verified: each comes from the revealed seed, which matches the commitment.
check-ok-players = ✓ All { $rolls } rolls verified: each comes from the revealed seed, which matches the commitment, mixed with the players' contributions.
check-failed = ✗ Dice check failed: { $problem }
check-running = Checking every roll against the revealed seed…
check-waiting = The dice are checked once the whole history is read.

## What happened

log = What happened
log-label = Events, newest first
log-created = The game is created
log-snapshot = (a snapshot: the events of this change were not sent)
ev-seat-joined = { $name } sat down in seat { $seat }
ev-game-started = Every seat is taken: the game starts, { $name } plays first
ev-dice-rolled = Turn { $turn }: { $name } rolled { $dice }
ev-ones-changed = { $name } turned the ones of { $from } into { $to }
ev-move-played = { $name } grouped the dice: { $groups }
ev-move-nothing = nothing
ev-move-declined = no group (declined every die)
ev-goat-climbed = { $name } climbed { $mountain } to step { $step }
ev-summit-reached = { $name } reached the summit of { $mountain }
ev-knocked-down = { $name } was knocked off the summit of { $mountain }
ev-point-token = { $name } took a { $mountain }-point token
ev-bonus-token = { $name } took the { $value }-point bonus token
ev-placed-big = { $name } moved a goat from { $mountain } to spot { $spot } of the Big Mountain
ev-moved-big = { $name } moved a goat on the Big Mountain from spot { $from } to spot { $to }
ev-returned-big = { $name } brought a goat back from spot { $spot } to { $mountain }, step { $step }
ev-wasted = { $name }'s group summing { $sum } did nothing ({ $why })
ev-turn-ended = { $name }'s turn ends
ev-end-triggered = The end is near: { $why }; the round is played out
ev-game-over = The game is over; the seed is revealed
ev-clock = { $name }'s clock ran out: the server plays the first listed move for them
ev-house = { $name } ran out of time too often: a { $strategy } house bot plays the seat from now on
ev-unknown = An event this page does not know
waste-no-mountain = no mountain has that number
waste-no-tokens = no point tokens are left there
waste-spot-taken = that Big Mountain spot is taken
waste-no-goat = no goat was named for the Big Mountain
waste-unknown = no reason given
`;var rs=`# Les messages du visualiseur, en français. Les mots du jeu suivent la règle
# française : chèvre, montagne, case, pied de la montagne, sommet, jeton Points,
# jeton Points Bonus, Grande Montagne, marche, dés.

## La page

app-title = Mountain Goats
language-label = Langue
skip-link = Aller au contenu
no-such-page = Cette page n’existe pas.
see-every-game = Voir toutes les parties.

## États et options

status-open = En attente de joueurs
status-playing = En cours
status-finished = Terminée
status-unknown = Inconnu
options-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
options-big-mountain = Grande Montagne
options-base-game = jeu de base
options-declining = groupes facultatifs

## D’où viennent les dés

dice-chosen = ⚠ graine choisie : le créateur connaît chaque lancer
    .title = Le créateur a choisi la graine d’où viennent les dés : il connaît donc chaque lancer à l’avance.
dice-fair = dés équitables : graine du serveur + apports des joueurs
    .title = Le serveur s’est engagé sur sa graine avant que quiconque ne s’assoie, et l’apport de chaque joueur y est mêlé au début de la partie : ni le serveur ni aucun joueur ne peut orienter les dés.
dice-fair-count = dés équitables : graine du serveur + apports de { $contributed } { $taken ->
    [one] joueur sur { $taken }
   *[other] joueurs sur { $taken }
}

## Le salon

lobby-page-title = Parties · Mountain Goats
lobby-tagline = Toutes les parties de ce serveur, en cours et terminées.
lobby-games = Parties
lobby-filters = Afficher les parties selon leur état
lobby-filter-all = Toutes
lobby-filter-open = Ouvertes
lobby-filter-playing = En cours
lobby-filter-finished = Terminées
lobby-caption = Parties, les plus récentes d’abord
lobby-col-game = Partie
lobby-col-status = État
lobby-col-players = Joueurs
lobby-col-options = Options
lobby-col-version = Version
lobby-col-created = Créée
lobby-version = version
lobby-newer = ← Plus récentes
lobby-older = Plus anciennes →
lobby-pages = Pages
lobby-page = Page { $page }
lobby-loading = Chargement…
lobby-count = { $count ->
    [one] { $count } partie sur cette page
   *[other] { $count } parties sur cette page
} · mis à jour à { $time }
lobby-empty = Aucune partie pour l’instant.
lobby-error = Impossible de lister les parties : { $error }
lobby-free = { $count ->
    [one] { $count } place libre
   *[other] { $count } places libres
}
lobby-won = { $names } a gagné
lobby-shared = { $names } se partagent la victoire

## La page d’une partie

game-page-title = Partie { $id } · Mountain Goats
game-heading = Partie
back-to-lobby = ← Toutes les parties
conn-connecting = Connexion…
conn-live = ● En direct
conn-reconnecting = Reconnexion…
conn-stopped = Arrêté : { $detail }
conn-ended = Flux terminé
conn-game-over = Partie terminée
no-such-game = Aucune partie { $id }
version-unknown = La version { $version } est inconnue de cette page (un instantané l’a sautée).

## Rejouer

replay = Rejouer la partie
replay-first = « Début
    .title = Première version
replay-back = ‹ Retour
    .title = Version précédente
replay-next = Suivant ›
    .title = Version suivante
replay-live = En direct
    .title = Suivre en direct (dernière version)
replay-last = Fin »
    .title = Dernière version (la partie est terminée)
replay-play = ▶ Lecture
    .title = Rejouer la partie à partir de la version affichée
replay-pause = ⏸ Pause
    .title = Arrêter la lecture
replay-speed = Vitesse de lecture
replay-slider = Version de la partie affichée
replay-version = Version { $version } sur { $total }
replay-version-live = Version { $version } sur { $total } (en direct)
replay-version-finished = Version { $version } sur { $total } · terminée
replay-hint = Touches : ← → pour avancer ou reculer, Début / Fin pour la première / la dernière version, P pour lancer ou arrêter la lecture.

## L’état de la partie

game-status = État de la partie
status-waiting-seats = En attente de joueurs : { $taken } { $seats ->
    [one] place prise sur { $seats }
   *[other] places prises sur { $seats }
}
status-turn = Tour { $turn } : à { $name } de jouer
status-wins = Partie terminée : { $names } gagne
status-share = Partie terminée : { $names } se partagent la victoire
options-version = version { $version }
end-triggered-over = La fin a été déclenchée : { $why }.
end-triggered-now = La fin est déclenchée : { $why }. On termine le tour de table.
end-why-bonus = le dernier jeton Points Bonus a été pris
end-why-mountains = trois montagnes n’ont plus de jetons Points
end-why-other = la fin est déclenchée

## Les joueurs

players = Joueurs
player-to-move = à jouer
player-score = score { $score }
player-no-tokens = aucun jeton Points
player-tokens = { $count ->
    [one] { $count } jeton Points de la montagne { $mountain }
   *[other] { $count } jetons Points de la montagne { $mountain }
}
player-bonus = jeton Points Bonus de { $value }
player-big-goats = { $count ->
    [one] { $count } chèvre sur la Grande Montagne
   *[other] { $count } chèvres sur la Grande Montagne
}
bonus-left = Jetons Points Bonus restants :
bonus-none = aucun
chances = Chances de gagner
seat = Place { $seat }
seat-note-house = maison
seat-note-house-bot = robot de la maison
seat-note-seat = place { $seat }
seat-look-0 = rond bleu
seat-look-1 = triangle orange
seat-look-2 = carré vert
seat-look-3 = losange violet
seat-look-4 = étoile jaune

## Les dés

dice = Dés
dice-last-move = Coup de { $name }
dice-rolled = Lancés
dice-ones = « 1 » changés
dice-grouped = Groupés
dice-current = { $name } a lancé
dice-current-label = Le lancer en cours
dice-last-label = Le dernier coup
dice-none-open = Aucun dé n’est lancé avant que toutes les places soient prises.
dice-none = Aucun lancer à montrer.
dice-faces = dés { $dice }
die-was = était { $face }
die-n = dé { $n }
group-declined = aucun dé utilisé
group-mountain = montagne { $sum }
group-spot = marche { $sum } de la Grande Montagne
group-nothing = aucune montagne

## Le plateau

board = Le plateau
mountain = Montagne { $number }
tokens-left = { $count ->
    [one] { $count } jeton Points restant
   *[other] { $count } jetons Points restants
}
place-foot = pied de la montagne
place-step = case { $step }
place-summit = sommet
place-goats = { $place } : { $names }
place-empty = { $place } : vide
big-mountain = Grande Montagne
spot = marche { $spot } : { $name }
spot-empty = marche { $spot } : vide
bonus-tokens = Jetons Points Bonus
win-chances-soon = Les chances de gagner s’afficheront ici quand le serveur les estimera.

## La fin

standings = Classement final
col-rank = Rang
col-player = Joueur
col-score = Score
col-point-tokens = Jetons Points
col-bonus = Bonus
col-big-mountain = Grande Montagne
col-summits = Sommets
tie-summits = L’égalité a été départagée par le plus de chèvres au sommet.
tie-highest = L’égalité a été départagée par le sommet le plus élevé.
tie-shared = Rien n’a départagé les premiers : ils se partagent la victoire.
check-ok = ✓ { $rolls ->
    [one] Le lancer est vérifié
   *[other] Les { $rolls } lancers sont vérifiés
} : chacun vient de la graine révélée, qui correspond à l’engagement.
check-ok-players = ✓ { $rolls ->
    [one] Le lancer est vérifié
   *[other] Les { $rolls } lancers sont vérifiés
} : chacun vient de la graine révélée, qui correspond à l’engagement, mêlée aux apports des joueurs.
check-failed = ✗ Échec de la vérification des dés : { $problem }
check-running = Vérification de chaque lancer avec la graine révélée…
check-waiting = Les dés seront vérifiés une fois tout l’historique lu.

## Ce qui s’est passé

log = Ce qui s’est passé
log-label = Événements, les plus récents d’abord
log-created = La partie est créée
log-snapshot = (un instantané : les événements de ce changement n’ont pas été envoyés)
ev-seat-joined = { $name } s’assoit à la place { $seat }
ev-game-started = Toutes les places sont prises : la partie commence, { $name } joue en premier
ev-dice-rolled = Tour { $turn } : { $name } lance { $dice }
ev-ones-changed = { $name } change les « 1 » de { $from } en { $to }
ev-move-played = { $name } groupe les dés : { $groups }
ev-move-nothing = rien
ev-move-declined = aucun groupe (aucun dé utilisé)
ev-goat-climbed = la chèvre de { $name } monte sur la montagne { $mountain } jusqu’à la case { $step }
ev-summit-reached = la chèvre de { $name } atteint le sommet de la montagne { $mountain }
ev-knocked-down = la chèvre de { $name } est renvoyée du sommet de la montagne { $mountain } au pied
ev-point-token = { $name } prend un jeton Points de { $mountain }
ev-bonus-token = { $name } prend le jeton Points Bonus de { $value }
ev-placed-big = { $name } déplace une chèvre de la montagne { $mountain } sur la marche { $spot } de la Grande Montagne
ev-moved-big = { $name } déplace une chèvre de la Grande Montagne de la marche { $from } à la marche { $to }
ev-returned-big = { $name } ramène une chèvre de la marche { $spot } sur la montagne { $mountain }, case { $step }
ev-wasted = le groupe de { $name } qui fait { $sum } ne sert à rien ({ $why })
ev-turn-ended = fin du tour de { $name }
ev-end-triggered = La fin approche : { $why } ; on termine le tour de table
ev-game-over = La partie est terminée ; la graine est révélée
ev-clock = Le temps de { $name } est écoulé : le serveur joue pour lui le premier coup de la liste
ev-house = { $name } a trop souvent manqué de temps : un robot { $strategy } de la maison joue désormais cette place
ev-unknown = Un événement que cette page ne connaît pas
waste-no-mountain = aucune montagne ne porte ce numéro
waste-no-tokens = il n’y reste plus de jeton Points
waste-spot-taken = cette marche de la Grande Montagne est prise
waste-no-goat = aucune chèvre n’a été désignée pour la Grande Montagne
waste-unknown = sans raison donnée
`;var as=`# De berichten van de viewer, in het Nederlands. De woorden van het spel volgen
# de Nederlandse regels: geit, berg, plek, voet van de berg, top, Puntfiche,
# bonusfiche, Big Mountain, dobbelstenen.

## De pagina

app-title = Mountain Goats
language-label = Taal
skip-link = Naar de inhoud
no-such-page = Deze pagina bestaat niet.
see-every-game = Bekijk alle spellen.

## Toestanden en opties

status-open = Wacht op spelers
status-playing = Bezig
status-finished = Afgelopen
status-unknown = Onbekend
options-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
options-big-mountain = Big Mountain
options-base-game = basisspel
options-declining = groepen weigeren toegestaan

## Waar de dobbelstenen vandaan komen

dice-chosen = ⚠ gekozen seed: de maker kent elke worp
    .title = De maker van het spel koos de seed waar de dobbelstenen uit komen, en kent dus elke worp van tevoren.
dice-fair = eerlijke dobbelstenen: seed van de server + bijdragen van de spelers
    .title = De server legde zich vast op zijn seed voordat iemand meedeed, en de bijdrage van elke speler wordt erdoor gemengd als het spel begint: noch de server, noch één speler kan de dobbelstenen sturen.
dice-fair-count = eerlijke dobbelstenen: seed van de server + bijdragen van { $contributed } van { $taken ->
    [one] { $taken } speler
   *[other] { $taken } spelers
}

## De lobby

lobby-page-title = Spellen · Mountain Goats
lobby-tagline = Alle spellen op deze server, bezig en afgelopen.
lobby-games = Spellen
lobby-filters = Toon spellen per toestand
lobby-filter-all = Alle
lobby-filter-open = Open
lobby-filter-playing = Live
lobby-filter-finished = Afgelopen
lobby-caption = Spellen, nieuwste eerst
lobby-col-game = Spel
lobby-col-status = Toestand
lobby-col-players = Spelers
lobby-col-options = Opties
lobby-col-version = Versie
lobby-col-created = Gemaakt
lobby-version = versie
lobby-newer = ← Nieuwer
lobby-older = Ouder →
lobby-pages = Pagina’s
lobby-page = Pagina { $page }
lobby-loading = Laden…
lobby-count = { $count ->
    [one] { $count } spel op deze pagina
   *[other] { $count } spellen op deze pagina
} · bijgewerkt om { $time }
lobby-empty = Nog geen spellen.
lobby-error = Kon de spellen niet ophalen: { $error }
lobby-free = { $count } vrij
lobby-won = { $names } heeft gewonnen
lobby-shared = { $names } delen de winst

## De pagina van een spel

game-page-title = Spel { $id } · Mountain Goats
game-heading = Spel
back-to-lobby = ← Alle spellen
conn-connecting = Verbinden…
conn-live = ● Live
conn-reconnecting = Opnieuw verbinden…
conn-stopped = Gestopt: { $detail }
conn-ended = Stroom beëindigd
conn-game-over = Spel voorbij
no-such-game = Geen spel { $id }
version-unknown = Versie { $version } is onbekend voor deze pagina (een momentopname sloeg haar over).

## Terugkijken

replay = Terugkijken
replay-first = « Eerste
    .title = Eerste versie
replay-back = ‹ Terug
    .title = Vorige versie
replay-next = Volgende ›
    .title = Volgende versie
replay-live = Live
    .title = Live volgen (laatste versie)
replay-last = Laatste »
    .title = Laatste versie (het spel is voorbij)
replay-play = ▶ Afspelen
    .title = Speel het spel af vanaf de getoonde versie
replay-pause = ⏸ Pauze
    .title = Stop met afspelen
replay-speed = Afspeelsnelheid
replay-slider = Getoonde versie van het spel
replay-version = Versie { $version } van { $total }
replay-version-live = Versie { $version } van { $total } (live)
replay-version-finished = Versie { $version } van { $total } · afgelopen
replay-hint = Toetsen: ← → door de versies, Home / End naar de eerste / laatste, P speelt af of pauzeert.

## De toestand van het spel

game-status = Toestand van het spel
status-waiting-seats = Wacht op spelers: { $taken } van { $seats ->
    [one] { $seats } plaats bezet
   *[other] { $seats } plaatsen bezet
}
status-turn = Beurt { $turn }: { $name } is aan zet
status-wins = Spel voorbij: { $names } wint
status-share = Spel voorbij: { $names } delen de winst
options-version = versie { $version }
end-triggered-over = Het einde werd ingeluid: { $why }.
end-triggered-now = Het einde is ingeluid: { $why }. De ronde wordt afgemaakt.
end-why-bonus = het laatste bonusfiche is gepakt
end-why-mountains = drie bergen hebben geen Puntfiches meer
end-why-other = het einde is ingeluid

## Spelers

players = Spelers
player-to-move = aan zet
player-score = score { $score }
player-no-tokens = geen Puntfiches
player-tokens = { $count ->
    [one] { $count } Puntfiche van berg { $mountain }
   *[other] { $count } Puntfiches van berg { $mountain }
}
player-bonus = bonusfiche { $value }
player-big-goats = { $count ->
    [one] { $count } geit op de Big Mountain
   *[other] { $count } geiten op de Big Mountain
}
bonus-left = Bonusfiches over:
bonus-none = geen
chances = Kans om te winnen
seat = Plaats { $seat }
seat-note-house = huis
seat-note-house-bot = bot van het huis
seat-note-seat = plaats { $seat }
seat-look-0 = blauwe cirkel
seat-look-1 = oranje driehoek
seat-look-2 = groen vierkant
seat-look-3 = paarse ruit
seat-look-4 = gele ster

## Dobbelstenen

dice = Dobbelstenen
dice-last-move = Zet van { $name }
dice-rolled = Geworpen
dice-ones = 1-en gedraaid
dice-grouped = Gegroepeerd
dice-current = { $name } gooide
dice-current-label = De huidige worp
dice-last-label = De laatste zet
dice-none-open = Er wordt niet gegooid voordat alle plaatsen bezet zijn.
dice-none = Geen worp om te tonen.
dice-faces = dobbelstenen { $dice }
die-was = was { $face }
die-n = dobbelsteen { $n }
group-declined = geen enkele dobbelsteen gebruikt
group-mountain = berg { $sum }
group-spot = plek { $sum } van de Big Mountain
group-nothing = geen berg

## Het bord

board = Het bord
mountain = Berg { $number }
tokens-left = { $count ->
    [one] nog { $count } Puntfiche
   *[other] nog { $count } Puntfiches
}
place-foot = voet van de berg
place-step = plek { $step }
place-summit = top
place-goats = { $place }: { $names }
place-empty = { $place }: leeg
big-mountain = Big Mountain
spot = plek { $spot }: { $name }
spot-empty = plek { $spot }: leeg
bonus-tokens = Bonusfiches
win-chances-soon = De kansen om te winnen verschijnen hier zodra de server ze schat.

## Het einde

standings = Eindstand
col-rank = Plaats
col-player = Speler
col-score = Score
col-point-tokens = Puntfiches
col-bonus = Bonus
col-big-mountain = Big Mountain
col-summits = Toppen
tie-summits = De gelijke stand werd beslist door de meeste geiten op een top.
tie-highest = De gelijke stand werd beslist door de hoogste bezette top.
tie-shared = Niets scheidde de koplopers: ze delen de winst.
check-ok = ✓ { $rolls ->
    [one] De worp is gecontroleerd
   *[other] Alle { $rolls } worpen zijn gecontroleerd
}: elke worp komt uit de onthulde seed, die klopt met de toezegging.
check-ok-players = ✓ { $rolls ->
    [one] De worp is gecontroleerd
   *[other] Alle { $rolls } worpen zijn gecontroleerd
}: elke worp komt uit de onthulde seed, die klopt met de toezegging, gemengd met de bijdragen van de spelers.
check-failed = ✗ Controle van de dobbelstenen mislukt: { $problem }
check-running = Elke worp wordt gecontroleerd met de onthulde seed…
check-waiting = De dobbelstenen worden gecontroleerd zodra de hele geschiedenis gelezen is.

## Wat er gebeurde

log = Wat er gebeurde
log-label = Gebeurtenissen, nieuwste eerst
log-created = Het spel is gemaakt
log-snapshot = (een momentopname: de gebeurtenissen van deze wijziging zijn niet verstuurd)
ev-seat-joined = { $name } neemt plaats { $seat }
ev-game-started = Alle plaatsen zijn bezet: het spel begint, { $name } begint
ev-dice-rolled = Beurt { $turn }: { $name } gooit { $dice }
ev-ones-changed = { $name } draait de 1-en van { $from } naar { $to }
ev-move-played = { $name } groepeert de dobbelstenen: { $groups }
ev-move-nothing = niets
ev-move-declined = geen groep (geen enkele dobbelsteen gebruikt)
ev-goat-climbed = de geit van { $name } klimt op berg { $mountain } naar plek { $step }
ev-summit-reached = de geit van { $name } bereikt de top van berg { $mountain }
ev-knocked-down = de geit van { $name } wordt van de top van berg { $mountain } naar de voet gestuurd
ev-point-token = { $name } pakt een Puntfiche van { $mountain }
ev-bonus-token = { $name } pakt het bonusfiche van { $value }
ev-placed-big = { $name } zet een geit van berg { $mountain } op plek { $spot } van de Big Mountain
ev-moved-big = { $name } verzet een geit op de Big Mountain van plek { $from } naar plek { $to }
ev-returned-big = { $name } haalt een geit terug van plek { $spot } naar berg { $mountain }, plek { $step }
ev-wasted = de groep van { $name } met som { $sum } doet niets ({ $why })
ev-turn-ended = de beurt van { $name } is voorbij
ev-end-triggered = Het einde nadert: { $why }; de ronde wordt afgemaakt
ev-game-over = Het spel is voorbij; de seed is onthuld
ev-clock = De tijd van { $name } is op: de server speelt de eerste zet uit de lijst
ev-house = { $name } had te vaak geen tijd meer: een { $strategy }-bot van het huis speelt voortaan deze plaats
ev-unknown = Een gebeurtenis die deze pagina niet kent
waste-no-mountain = geen berg heeft dat nummer
waste-no-tokens = daar zijn geen Puntfiches meer
waste-spot-taken = die plek van de Big Mountain is bezet
waste-no-goat = er is geen geit genoemd voor de Big Mountain
waste-unknown = geen reden opgegeven
`;var ss=`# Komunikaty przeglądarki gier po polsku. Słowa gry jak w polskich zasadach:
# koza, góra, pole, dół góry, szczyt, Żeton Punktowy, Żeton Premii,
# Wielka Góra, kości. Liczby z rzeczownikami mają formy one / few / many.

## Strona

app-title = Mountain Goats
language-label = Język
skip-link = Przejdź do treści
no-such-page = Nie ma takiej strony.
see-every-game = Zobacz wszystkie gry.

## Stany i opcje

status-open = Czeka na graczy
status-playing = W toku
status-finished = Zakończona
status-unknown = Nieznany
options-players = { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
    [many] { $count } graczy
   *[other] { $count } gracza
}
options-big-mountain = Wielka Góra
options-base-game = gra podstawowa
options-declining = można odrzucać grupy

## Skąd biorą się kości

dice-chosen = ⚠ wybrane ziarno: twórca zna każdy rzut
    .title = Twórca gry wybrał ziarno, z którego biorą się kości, więc zna każdy rzut z góry.
dice-fair = uczciwe kości: ziarno serwera + wkłady graczy
    .title = Serwer zobowiązał się do swojego ziarna, zanim ktokolwiek dołączył, a wkład każdego gracza jest do niego domieszany na początku gry: ani serwer, ani żaden gracz nie może sterować kośćmi.
dice-fair-count = uczciwe kości: ziarno serwera + wkłady { $contributed } z { $taken ->
    [one] { $taken } gracza
    [few] { $taken } graczy
    [many] { $taken } graczy
   *[other] { $taken } gracza
}

## Poczekalnia

lobby-page-title = Gry · Mountain Goats
lobby-tagline = Wszystkie gry na tym serwerze, trwające i zakończone.
lobby-games = Gry
lobby-filters = Pokaż gry według stanu
lobby-filter-all = Wszystkie
lobby-filter-open = Otwarte
lobby-filter-playing = Na żywo
lobby-filter-finished = Zakończone
lobby-caption = Gry, najnowsze najpierw
lobby-col-game = Gra
lobby-col-status = Stan
lobby-col-players = Gracze
lobby-col-options = Opcje
lobby-col-version = Wersja
lobby-col-created = Utworzona
lobby-version = wersja
lobby-newer = ← Nowsze
lobby-older = Starsze →
lobby-pages = Strony
lobby-page = Strona { $page }
lobby-loading = Wczytywanie…
lobby-count = { $count ->
    [one] { $count } gra na tej stronie
    [few] { $count } gry na tej stronie
    [many] { $count } gier na tej stronie
   *[other] { $count } gry na tej stronie
} · odświeżono o { $time }
lobby-empty = Jeszcze nie ma gier.
lobby-error = Nie udało się pobrać listy gier: { $error }
lobby-free = { $count ->
    [one] { $count } wolne miejsce
    [few] { $count } wolne miejsca
    [many] { $count } wolnych miejsc
   *[other] { $count } wolnego miejsca
}
lobby-won = Wygrana: { $names }
lobby-shared = Wspólna wygrana: { $names }

## Strona gry

game-page-title = Gra { $id } · Mountain Goats
game-heading = Gra
back-to-lobby = ← Wszystkie gry
conn-connecting = Łączenie…
conn-live = ● Na żywo
conn-reconnecting = Ponowne łączenie…
conn-stopped = Zatrzymano: { $detail }
conn-ended = Strumień zakończony
conn-game-over = Koniec gry
no-such-game = Nie ma gry { $id }
version-unknown = Wersja { $version } jest nieznana tej stronie (pominęła ją migawka).

## Powtórka

replay = Powtórka
replay-first = « Pierwsza
    .title = Pierwsza wersja
replay-back = ‹ Wstecz
    .title = Poprzednia wersja
replay-next = Dalej ›
    .title = Następna wersja
replay-live = Na żywo
    .title = Śledź na żywo (ostatnia wersja)
replay-last = Ostatnia »
    .title = Ostatnia wersja (gra jest zakończona)
replay-play = ▶ Odtwórz
    .title = Odtwórz grę od pokazanej wersji
replay-pause = ⏸ Pauza
    .title = Zatrzymaj odtwarzanie
replay-speed = Szybkość odtwarzania
replay-slider = Pokazana wersja gry
replay-version = Wersja { $version } z { $total }
replay-version-live = Wersja { $version } z { $total } (na żywo)
replay-version-finished = Wersja { $version } z { $total } · zakończona
replay-hint = Klawisze: ← → kolejne wersje, Home / End pierwsza / ostatnia, P odtwarza lub zatrzymuje.

## Stan gry

game-status = Stan gry
status-waiting-seats = Czeka na graczy: zajęte { $taken } z { $seats ->
    [one] { $seats } miejsca
    [few] { $seats } miejsc
    [many] { $seats } miejsc
   *[other] { $seats } miejsca
}
status-turn = Tura { $turn }: ruch gracza { $name }
status-wins = Koniec gry. Wygrana: { $names }
status-share = Koniec gry. Wspólna wygrana: { $names }
options-version = wersja { $version }
end-triggered-over = Koniec gry został wywołany: { $why }.
end-triggered-now = Koniec gry jest wywołany: { $why }. Dokańczamy bieżącą rundę.
end-why-bonus = wzięto ostatni Żeton Premii
end-why-mountains = na trzech górach zabrakło Żetonów Punktowych
end-why-other = koniec gry jest wywołany

## Gracze

players = Gracze
player-to-move = ruch
player-score = punkty: { $score }
player-no-tokens = brak Żetonów Punktowych
player-tokens = { $count ->
    [one] { $count } Żeton Punktowy z góry { $mountain }
    [few] { $count } Żetony Punktowe z góry { $mountain }
    [many] { $count } Żetonów Punktowych z góry { $mountain }
   *[other] { $count } Żetonu Punktowego z góry { $mountain }
}
player-bonus = Żeton Premii { $value }
player-big-goats = { $count ->
    [one] { $count } koza na Wielkiej Górze
    [few] { $count } kozy na Wielkiej Górze
    [many] { $count } kóz na Wielkiej Górze
   *[other] { $count } kozy na Wielkiej Górze
}
bonus-left = Pozostałe Żetony Premii:
bonus-none = brak
chances = Szanse na wygraną
seat = Miejsce { $seat }
seat-note-house = serwer
seat-note-house-bot = bot serwera
seat-note-seat = miejsce { $seat }
seat-look-0 = niebieskie koło
seat-look-1 = pomarańczowy trójkąt
seat-look-2 = zielony kwadrat
seat-look-3 = fioletowy romb
seat-look-4 = żółta gwiazda

## Kości

dice = Kości
dice-last-move = Ruch: { $name }
dice-rolled = Wyrzucono
dice-ones = Zmienione jedynki
dice-grouped = Grupy
dice-current = Rzut: { $name }
dice-current-label = Bieżący rzut
dice-last-label = Ostatni ruch
dice-none-open = Nikt nie rzuca, dopóki wszystkie miejsca nie są zajęte.
dice-none = Brak rzutu do pokazania.
dice-faces = kości { $dice }
die-was = było { $face }
die-n = kość { $n }
group-declined = nie użyto żadnej kości
group-mountain = góra { $sum }
group-spot = pole { $sum } Wielkiej Góry
group-nothing = żadna góra

## Plansza

board = Plansza
mountain = Góra { $number }
tokens-left = { $count ->
    [one] został { $count } Żeton Punktowy
    [few] zostały { $count } Żetony Punktowe
    [many] zostało { $count } Żetonów Punktowych
   *[other] zostało { $count } Żetonu Punktowego
}
place-foot = dół góry
place-step = pole { $step }
place-summit = szczyt
place-goats = { $place }: { $names }
place-empty = { $place }: puste
big-mountain = Wielka Góra
spot = pole { $spot }: { $name }
spot-empty = pole { $spot }: puste
bonus-tokens = Żetony Premii
win-chances-soon = Szanse na wygraną pojawią się tutaj, gdy serwer je oszacuje.

## Koniec

standings = Wyniki końcowe
col-rank = Miejsce
col-player = Gracz
col-score = Punkty
col-point-tokens = Żetony Punktowe
col-bonus = Premia
col-big-mountain = Wielka Góra
col-summits = Szczyty
tie-summits = Remis rozstrzygnęła większa liczba kóz na szczytach.
tie-highest = Remis rozstrzygnął najwyżej punktowany zajęty szczyt.
tie-shared = Nic nie rozdzieliło prowadzących: dzielą się wygraną.
check-ok = ✓ Sprawdzono { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
    [many] { $rolls } rzutów
   *[other] { $rolls } rzutu
}: każdy pochodzi z ujawnionego ziarna, które zgadza się ze zobowiązaniem.
check-ok-players = ✓ Sprawdzono { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
    [many] { $rolls } rzutów
   *[other] { $rolls } rzutu
}: każdy pochodzi z ujawnionego ziarna, które zgadza się ze zobowiązaniem, zmieszanego z wkładami graczy.
check-failed = ✗ Sprawdzenie kości nie powiodło się: { $problem }
check-running = Sprawdzanie każdego rzutu z ujawnionym ziarnem…
check-waiting = Kości zostaną sprawdzone po wczytaniu całej historii.

## Co się wydarzyło

log = Co się wydarzyło
log-label = Zdarzenia, najnowsze najpierw
log-created = Gra została utworzona
log-snapshot = (migawka: zdarzenia tej zmiany nie zostały wysłane)
ev-seat-joined = { $name } zajmuje miejsce { $seat }
ev-game-started = Wszystkie miejsca zajęte: gra się zaczyna, pierwszy ruch: { $name }
ev-dice-rolled = Tura { $turn }: { $name } rzuca { $dice }
ev-ones-changed = { $name } zamienia jedynki z { $from } na { $to }
ev-move-played = { $name } dzieli kości na grupy: { $groups }
ev-move-nothing = nic
ev-move-declined = żadnej grupy (nie użyto żadnej kości)
ev-goat-climbed = { $name }: koza wspina się na górze { $mountain } na pole { $step }
ev-summit-reached = { $name }: koza zdobywa szczyt góry { $mountain }
ev-knocked-down = { $name }: koza zrzucona ze szczytu góry { $mountain } na sam dół
ev-point-token = { $name } bierze Żeton Punktowy z góry { $mountain }
ev-bonus-token = { $name } bierze Żeton Premii { $value }
ev-placed-big = { $name } przenosi kozę z góry { $mountain } na pole { $spot } Wielkiej Góry
ev-moved-big = { $name } przesuwa kozę na Wielkiej Górze z pola { $from } na pole { $to }
ev-returned-big = { $name } sprowadza kozę z pola { $spot } na górę { $mountain }, pole { $step }
ev-wasted = { $name }: grupa o sumie { $sum } nic nie robi ({ $why })
ev-turn-ended = { $name } kończy turę
ev-end-triggered = Koniec blisko: { $why }; dokańczamy bieżącą rundę
ev-game-over = Koniec gry; ziarno zostało ujawnione
ev-clock = { $name }: czas minął, serwer wykonuje pierwszy ruch z listy
ev-house = { $name } zbyt często nie zdąża: odtąd to miejsce gra bot serwera ({ $strategy })
ev-unknown = Zdarzenie nieznane tej stronie
waste-no-mountain = nie ma góry o tym numerze
waste-no-tokens = nie zostały tam Żetony Punktowe
waste-spot-taken = to pole Wielkiej Góry jest zajęte
waste-no-goat = nie wskazano kozy dla Wielkiej Góry
waste-unknown = bez podanego powodu
`;var is=`# Повідомлення переглядача українською. Слова гри — як в українських правилах:
# коза, гора, місце, підніжжя гори, вершина, жетон очок, бонусний жетон,
# Велика гора, кубики. Числа з іменниками мають форми one / few / many.

## Сторінка

app-title = Mountain Goats
language-label = Мова
skip-link = Перейти до вмісту
no-such-page = Такої сторінки немає.
see-every-game = Переглянути всі ігри.

## Стани й параметри

status-open = Чекаємо гравців
status-playing = Триває
status-finished = Завершена
status-unknown = Невідомо
options-players = { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
    [many] { $count } гравців
   *[other] { $count } гравця
}
options-big-mountain = Велика гора
options-base-game = базова гра
options-declining = можна відмовлятися від груп

## Звідки беруться кубики

dice-chosen = ⚠ обране зерно: творець знає кожен кидок
    .title = Творець гри обрав зерно, з якого беруться кубики, тож він знає кожен кидок наперед.
dice-fair = чесні кубики: зерно сервера + внески гравців
    .title = Сервер зобов’язався своїм зерном ще до того, як хтось приєднався, а внесок кожного гравця домішується на початку гри: ні сервер, ні жоден гравець не може керувати кубиками.
dice-fair-count = чесні кубики: зерно сервера + внески { $contributed } з { $taken ->
    [one] { $taken } гравця
    [few] { $taken } гравців
    [many] { $taken } гравців
   *[other] { $taken } гравця
}

## Зала

lobby-page-title = Ігри · Mountain Goats
lobby-tagline = Усі ігри на цьому сервері, поточні й завершені.
lobby-games = Ігри
lobby-filters = Показати ігри за станом
lobby-filter-all = Усі
lobby-filter-open = Відкриті
lobby-filter-playing = Наживо
lobby-filter-finished = Завершені
lobby-caption = Ігри, найновіші спочатку
lobby-col-game = Гра
lobby-col-status = Стан
lobby-col-players = Гравці
lobby-col-options = Параметри
lobby-col-version = Версія
lobby-col-created = Створена
lobby-version = версія
lobby-newer = ← Новіші
lobby-older = Старіші →
lobby-pages = Сторінки
lobby-page = Сторінка { $page }
lobby-loading = Завантаження…
lobby-count = { $count ->
    [one] { $count } гра на цій сторінці
    [few] { $count } гри на цій сторінці
    [many] { $count } ігор на цій сторінці
   *[other] { $count } гри на цій сторінці
} · оновлено о { $time }
lobby-empty = Ігор ще немає.
lobby-error = Не вдалося отримати список ігор: { $error }
lobby-free = { $count ->
    [one] { $count } вільне місце
    [few] { $count } вільні місця
    [many] { $count } вільних місць
   *[other] { $count } вільного місця
}
lobby-won = Перемога: { $names }
lobby-shared = Спільна перемога: { $names }

## Сторінка гри

game-page-title = Гра { $id } · Mountain Goats
game-heading = Гра
back-to-lobby = ← Усі ігри
conn-connecting = З’єднання…
conn-live = ● Наживо
conn-reconnecting = Повторне з’єднання…
conn-stopped = Зупинено: { $detail }
conn-ended = Потік завершився
conn-game-over = Гру завершено
no-such-game = Немає гри { $id }
version-unknown = Версія { $version } невідома цій сторінці (її пропустив знімок).

## Повтор

replay = Повтор гри
replay-first = « Перша
    .title = Перша версія
replay-back = ‹ Назад
    .title = Попередня версія
replay-next = Далі ›
    .title = Наступна версія
replay-live = Наживо
    .title = Стежити наживо (остання версія)
replay-last = Остання »
    .title = Остання версія (гру завершено)
replay-play = ▶ Відтворити
    .title = Відтворити гру від показаної версії
replay-pause = ⏸ Пауза
    .title = Зупинити відтворення
replay-speed = Швидкість відтворення
replay-slider = Показана версія гри
replay-version = Версія { $version } з { $total }
replay-version-live = Версія { $version } з { $total } (наживо)
replay-version-finished = Версія { $version } з { $total } · завершена
replay-hint = Клавіші: ← → — версії по одній, Home / End — перша / остання, P — відтворити чи зупинити.

## Стан гри

game-status = Стан гри
status-waiting-seats = Чекаємо гравців: зайнято { $taken } з { $seats ->
    [one] { $seats } місця
    [few] { $seats } місць
    [many] { $seats } місць
   *[other] { $seats } місця
}
status-turn = Хід { $turn }: ходить { $name }
status-wins = Гру завершено. Перемога: { $names }
status-share = Гру завершено. Спільна перемога: { $names }
options-version = версія { $version }
end-triggered-over = Кінець гри настав: { $why }.
end-triggered-now = Настає кінець гри: { $why }. Раунд догравається.
end-why-bonus = узято останній бонусний жетон
end-why-mountains = на трьох горах закінчились жетони очок
end-why-other = настає кінець гри

## Гравці

players = Гравці
player-to-move = ходить
player-score = очки: { $score }
player-no-tokens = жетонів очок немає
player-tokens = { $count ->
    [one] { $count } жетон очок гори { $mountain }
    [few] { $count } жетони очок гори { $mountain }
    [many] { $count } жетонів очок гори { $mountain }
   *[other] { $count } жетона очок гори { $mountain }
}
player-bonus = бонусний жетон { $value }
player-big-goats = { $count ->
    [one] { $count } коза на Великій горі
    [few] { $count } кози на Великій горі
    [many] { $count } кіз на Великій горі
   *[other] { $count } кози на Великій горі
}
bonus-left = Бонусні жетони, що лишилися:
bonus-none = жодного
chances = Шанси на перемогу
seat = Місце { $seat }
seat-note-house = сервер
seat-note-house-bot = бот сервера
seat-note-seat = місце { $seat }
seat-look-0 = синє коло
seat-look-1 = помаранчевий трикутник
seat-look-2 = зелений квадрат
seat-look-3 = фіолетовий ромб
seat-look-4 = жовта зірка

## Кубики

dice = Кубики
dice-last-move = Хід: { $name }
dice-rolled = Випало
dice-ones = Змінені одиниці
dice-grouped = Групи
dice-current = Кидок: { $name }
dice-current-label = Поточний кидок
dice-last-label = Останній хід
dice-none-open = Кубики не кидають, доки не зайняті всі місця.
dice-none = Немає кидка для показу.
dice-faces = кубики { $dice }
die-was = було { $face }
die-n = кубик { $n }
group-declined = жоден кубик не використано
group-mountain = гора { $sum }
group-spot = місце { $sum } Великої гори
group-nothing = жодна гора

## Поле

board = Ігрове поле
mountain = Гора { $number }
tokens-left = { $count ->
    [one] лишився { $count } жетон очок
    [few] лишилося { $count } жетони очок
    [many] лишилося { $count } жетонів очок
   *[other] лишилося { $count } жетона очок
}
place-foot = підніжжя гори
place-step = місце { $step }
place-summit = вершина
place-goats = { $place }: { $names }
place-empty = { $place }: порожньо
big-mountain = Велика гора
spot = місце { $spot }: { $name }
spot-empty = місце { $spot }: порожньо
bonus-tokens = Бонусні жетони
win-chances-soon = Шанси на перемогу з’являться тут, коли сервер їх оцінить.

## Кінець

standings = Підсумкова таблиця
col-rank = Місце
col-player = Гравець
col-score = Очки
col-point-tokens = Жетони очок
col-bonus = Бонус
col-big-mountain = Велика гора
col-summits = Вершини
tie-summits = Нічию розв’язано: більше кіз на вершинах.
tie-highest = Нічию розв’язано: найвища зайнята вершина.
tie-shared = Ніщо не розділило лідерів: вони ділять перемогу.
check-ok = ✓ Перевірено { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}: кожен походить із розкритого зерна, яке збігається із зобов’язанням.
check-ok-players = ✓ Перевірено { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}: кожен походить із розкритого зерна, яке збігається із зобов’язанням, змішаного з внесками гравців.
check-failed = ✗ Перевірка кубиків не вдалася: { $problem }
check-running = Кожен кидок звіряється з розкритим зерном…
check-waiting = Кубики перевіряються, щойно прочитано всю історію.

## Що сталося

log = Що сталося
log-label = Події, найновіші спочатку
log-created = Гру створено
log-snapshot = (знімок: події цієї зміни не надіслано)
ev-seat-joined = { $name } займає місце { $seat }
ev-game-started = Усі місця зайняті: гра починається, першим ходить гравець { $name }
ev-dice-rolled = Хід { $turn }: { $name } кидає { $dice }
ev-ones-changed = { $name } перетворює одиниці з { $from } на { $to }
ev-move-played = { $name } групує кубики: { $groups }
ev-move-nothing = нічого
ev-move-declined = жодної групи (жоден кубик не використано)
ev-goat-climbed = { $name }: коза піднімається на горі { $mountain } на місце { $step }
ev-summit-reached = { $name }: коза досягає вершини гори { $mountain }
ev-knocked-down = { $name }: козу скинуто з вершини гори { $mountain } до підніжжя
ev-point-token = { $name } бере жетон очок гори { $mountain }
ev-bonus-token = { $name } бере бонусний жетон { $value }
ev-placed-big = { $name } переводить козу з гори { $mountain } на місце { $spot } Великої гори
ev-moved-big = { $name } переставляє козу на Великій горі з місця { $from } на місце { $to }
ev-returned-big = { $name } повертає козу з місця { $spot } на гору { $mountain }, місце { $step }
ev-wasted = { $name }: група із сумою { $sum } нічого не робить ({ $why })
ev-turn-ended = { $name } завершує хід
ev-end-triggered = Кінець близько: { $why }; раунд догравається
ev-game-over = Гру завершено; зерно розкрито
ev-clock = { $name }: час вичерпано, сервер робить перший хід зі списку
ev-house = { $name } надто часто не встигає: відтепер за це місце грає бот сервера ({ $strategy })
ev-unknown = Подія, якої ця сторінка не знає
waste-no-mountain = гори з таким номером немає
waste-no-tokens = там не лишилося жетонів очок
waste-spot-taken = це місце Великої гори зайняте
waste-no-goat = для Великої гори не названо козу
waste-unknown = без причини
`;function m(e,t={},...n){let o=document.createElement(e);return us(o,t),ho(o,n),o}var ul="http://www.w3.org/2000/svg";function A(e,t={},...n){let o=document.createElementNS(ul,e);return us(o,t),ho(o,n),o}function us(e,t){for(let[n,o]of Object.entries(t))o==null||o===!1||(typeof o=="function"?e.addEventListener(n.replace(/^on/,""),o):e.setAttribute(n,o===!0?"":String(o)))}function ho(e,t){for(let n of t.flat())n==null||n===!1||e.append(typeof n=="number"?String(n):n)}function we(e,...t){e.replaceChildren(),ho(e,t)}var ds=["en","fr","nl","uk","pl"],ll={en:"English",fr:"Français",nl:"Nederlands",uk:"Українська",pl:"Polski"},cl={en:os,fr:rs,nl:as,uk:is,pl:ss},ms="mountain-goats.lang";function dl(e){let t=new it(e,{useIsolating:!1}),n=t.addResource(new ut(cl[e]));for(let o of n)console.warn(`l10n ${e}: ${o.message}`);return t}var ls=new Map;function cs(e){let t=ls.get(e);return t||(t=dl(e),ls.set(e,t)),t}var lt=new Set;function en(e){return!!e&&ds.includes(e)}function ml(e){for(let t of e){let n=t.toLowerCase().split(/[-_]/)[0];if(en(n))return n}return"en"}function pl(){let e=new URLSearchParams(location.search).get("lang");if(en(e))return e;try{let n=localStorage.getItem(ms);if(en(n))return n}catch{}let t=navigator.languages?.length?navigator.languages:[navigator.language];return ml(t)}var ge="en",ps=[];function yo(){return ge}function fs(e,t=!1){if(ge=e,document.documentElement.lang=e,t)try{localStorage.setItem(ms,e)}catch{}for(let n of[...ps])n()}function Te(e){ps.push(e)}function gs(){fs(pl())}function bs(e,t,n){for(let o of ge==="en"?["en"]:[ge,"en"]){let r=cs(o).getMessage(e),a=n?r?.attributes[n]:r?.value;if(a){o!==ge&&lt.add(`${ge}:${e}${n?`.${n}`:""}`);let s=[],i=cs(o).formatPattern(a,t,s);for(let u of s)lt.add(`${o}:${e}: ${u.message}`);return i}}return lt.add(`en:${e}${n?`.${n}`:""}`),e}function d(e,t){return bs(e,t)}function Re(e,t,n){return bs(e,n,t)}function hs(e){return new Intl.ListFormat(ge,{style:"long",type:"conjunction"}).formatToParts(e).map(n=>({text:n.value,item:n.type==="element"}))}function tn(e){return new Intl.ListFormat(ge,{style:"long",type:"conjunction"}).format(e)}function nn(){let e=m("select",{id:"language",class:"language-select","aria-label":d("language-label")},ds.map(n=>m("option",{value:n,lang:n,selected:n===ge},ll[n])));e.addEventListener("change",()=>{en(e.value)&&fs(e.value,!0)}),Te(()=>{e.value=ge,e.setAttribute("aria-label",d("language-label"))});let t=A("svg",{class:"language-icon",width:18,height:18,viewBox:"0 0 20 20","aria-hidden":"true",focusable:"false"},A("circle",{cx:10,cy:10,r:8.5}),A("ellipse",{cx:10,cy:10,rx:3.8,ry:8.5}),A("path",{d:"M1.5 10h17M3 5.5h14M3 14.5h14"}));return m("span",{class:"language"},t,e)}var fl=["blue","orange","green","purple","yellow"],ct=["circle","triangle","square","diamond","star"];function Ge(e){let t=e?.seats??[],n=new Map;for(let o of t)o.taken&&n.set(o.playerName,(n.get(o.playerName)??0)+1);return t.map(o=>{if(!o.taken)return d("seat",{seat:o.index+1});let r=[];return o.houseStrategy&&r.push(d(gl(o.playerName,o.houseStrategy)?"seat-note-house":"seat-note-house-bot")),(n.get(o.playerName)??0)>1&&r.push(d("seat-note-seat",{seat:o.index+1})),r.length?`${o.playerName} (${r.join(", ")})`:o.playerName})}function gl(e,t){let n=e.toLowerCase(),o=`${t.toLowerCase()} bot`;return n===o||n.startsWith(`${o} `)&&/^\d+$/.test(n.slice(o.length+1))}function j(e,t){return e[t]??d("seat",{seat:t+1})}var ys={circle:e=>["circle",{cx:e/2,cy:e/2,r:e/2-1.5}],triangle:e=>["polygon",{points:`${e/2},1.5 ${e-1.5},${e-1.5} 1.5,${e-1.5}`}],square:e=>["rect",{x:2,y:2,width:e-4,height:e-4}],diamond:e=>["polygon",{points:`${e/2},1 ${e-1},${e/2} ${e/2},${e-1} 1,${e/2}`}],star:e=>{let t=[];for(let n=0;n<10;n++){let o=n%2===0?e/2-1:e/4.6,r=-Math.PI/2+n*Math.PI/5;t.push(`${(e/2+o*Math.cos(r)).toFixed(2)},${(e/2+.6+o*Math.sin(r)).toFixed(2)}`)}return["polygon",{points:t.join(" ")}]}};function Me(e,t=18){let n=ct[e%ct.length],[o,r]=ys[n](t);return A("svg",{class:`mark seat-${e%fl.length}`,width:t,height:t,viewBox:`0 0 ${t} ${t}`,"aria-hidden":"true",focusable:"false"},A(o,{...r,class:"mark-shape"}))}function vs(e){return d(`seat-look-${e%ct.length}`)}function Es(e,t){let n=ct[e%ct.length],[o,r]=ys[n](t);return A(o,{...r,class:"mark-shape"})}function vo(e){return(e?.dice??[]).join(", ")}function dt(e,t){return t.reduce((n,o)=>n+(e.faces[o]??0),0)}function hl(e){return e?e.groups.length===0?d("ev-move-declined"):e.groups.map(t=>`${t.dice.map(n=>e.faces[n]??"?").join("+")} = ${dt(e,t.dice)}`).join(", "):d("ev-move-nothing")}function on(e){switch(e){case 1:return d("end-why-bonus");case 2:return d("end-why-mountains");default:return d("end-why-other")}}function yl(e){switch(e){case 1:return d("waste-no-mountain");case 2:return d("waste-no-tokens");case 3:return d("waste-spot-taken");case 4:return d("waste-no-goat");default:return d("waste-unknown")}}function Eo(e,t){let n=r=>j(t,r),o=e.kind;switch(o.case){case"seatJoined":return d("ev-seat-joined",{name:o.value.playerName,seat:o.value.seat+1});case"gameStarted":return d("ev-game-started",{name:n(o.value.firstSeat)});case"diceRolled":return d("ev-dice-rolled",{turn:Number(o.value.turn)+1,name:n(o.value.seat),dice:vo(o.value.roll)});case"onesChanged":return d("ev-ones-changed",{name:n(o.value.seat),from:vo(o.value.from),to:vo(o.value.to)});case"movePlayed":return d("ev-move-played",{name:n(o.value.seat),groups:hl(o.value.move)});case"goatClimbed":return d("ev-goat-climbed",{name:n(o.value.seat),mountain:o.value.mountain,step:o.value.toPosition});case"summitReached":return d("ev-summit-reached",{name:n(o.value.seat),mountain:o.value.mountain});case"goatKnockedDown":return d("ev-knocked-down",{name:n(o.value.seat),mountain:o.value.mountain});case"pointTokenTaken":return d("ev-point-token",{name:n(o.value.seat),mountain:o.value.mountain});case"bonusTokenTaken":return d("ev-bonus-token",{name:n(o.value.seat),value:o.value.value});case"goatPlacedOnBigMountain":return d("ev-placed-big",{name:n(o.value.seat),mountain:o.value.fromMountain,spot:o.value.spot});case"goatMovedOnBigMountain":return d("ev-moved-big",{name:n(o.value.seat),from:o.value.fromSpot,to:o.value.toSpot});case"goatReturnedFromBigMountain":return d("ev-returned-big",{name:n(o.value.seat),spot:o.value.fromSpot,mountain:o.value.mountain,step:o.value.position});case"groupWasted":return d("ev-wasted",{name:n(o.value.seat),sum:o.value.sum,why:yl(o.value.reason)});case"turnEnded":return d("ev-turn-ended",{name:n(o.value.seat)});case"endTriggered":return d("ev-end-triggered",{why:on(o.value.trigger)});case"gameOver":return d("ev-game-over");case"clockRanOut":return d("ev-clock",{name:n(o.value.seat)});case"seatPassedToHouse":return d("ev-house",{name:n(o.value.seat),strategy:o.value.strategy});default:return d("ev-unknown")}}async function wo(e){return globalThis.crypto?.subtle?new Uint8Array(await crypto.subtle.digest("SHA-256",e)):xl(e)}function vl(e){return Array.from(e,t=>t.toString(16).padStart(2,"0")).join("")}async function El(e,t){if(t.every(s=>s.length===0))return e;let n=e.length+t.reduce((s,i)=>s+4+i.length,0),o=new Uint8Array(n),r=new DataView(o.buffer);o.set(e);let a=e.length;for(let s of t)r.setUint32(a,s.length),o.set(s,a+4),a+=4+s.length;return wo(o)}async function wl(e){return e.diceSource===2?El(e.seed,e.seats.map(t=>t.diceContribution)):e.seed}async function Sl(e,t){let n=[],o=new Uint8Array(e.length+12);o.set(e);let r=new DataView(o.buffer,e.length,12);r.setBigUint64(0,t);for(let a=0;n.length<4;a++){r.setUint32(8,a);for(let s of await wo(o))if(s<252&&(n.push(s%6+1),n.length===4))break}return n}async function Ss(e,t){let n=e.seedSha256;if(e.seed.length===0)return{ok:!1,rolls:0,problem:"the seed is not revealed"};let o=vl(await wo(e.seed));if(o!==n.toLowerCase())return{ok:!1,rolls:0,problem:`SHA-256(seed) is ${o}, but the game committed to ${n}`};let r=await wl(e),a=0;for(let[s,i]of[...t].sort((u,l)=>u[0]<l[0]?-1:1)){let u=await Sl(r,s);if(i.length!==4||i.some((l,p)=>l!==u[p]))return{ok:!1,rolls:a,problem:`turn ${s+1n}: the server rolled ${i.join(", ")}, the seed gives ${u.join(", ")}`};a++}return{ok:!0,rolls:a}}var Nl=new Uint32Array([1116352408,1899447441,3049323471,3921009573,961987163,1508970993,2453635748,2870763221,3624381080,310598401,607225278,1426881987,1925078388,2162078206,2614888103,3248222580,3835390401,4022224774,264347078,604807628,770255983,1249150122,1555081692,1996064986,2554220882,2821834349,2952996808,3210313671,3336571891,3584528711,113926993,338241895,666307205,773529912,1294757372,1396182291,1695183700,1986661051,2177026350,2456956037,2730485921,2820302411,3259730800,3345764771,3516065817,3600352804,4094571909,275423344,430227734,506948616,659060556,883997877,958139571,1322822218,1537002063,1747873779,1955562222,2024104815,2227730452,2361852424,2428436474,2756734187,3204031479,3329325298]);function xl(e){let t=e.length,n=new Uint8Array(Math.ceil((t+9)/64)*64);n.set(e),n[t]=128;let o=new DataView(n.buffer);o.setUint32(n.length-8,Math.floor(t/536870912)),o.setUint32(n.length-4,t*8>>>0);let r=new Uint32Array([1779033703,3144134277,1013904242,2773480762,1359893119,2600822924,528734635,1541459225]),a=new Uint32Array(64),s=(l,p)=>l>>>p|l<<32-p;for(let l=0;l<n.length;l+=64){for(let v=0;v<16;v++)a[v]=o.getUint32(l+v*4);for(let v=16;v<64;v++){let g=s(a[v-15],7)^s(a[v-15],18)^a[v-15]>>>3,S=s(a[v-2],17)^s(a[v-2],19)^a[v-2]>>>10;a[v]=a[v-16]+g+a[v-7]+S>>>0}let[p,h,w,f,y,x,$,M]=r;for(let v=0;v<64;v++){let g=M+(s(y,6)^s(y,11)^s(y,25))+(y&x^~y&$)+Nl[v]+a[v]>>>0,S=(s(p,2)^s(p,13)^s(p,22))+(p&h^p&w^h&w)>>>0;[M,$,x,y,f,w,h,p]=[$,x,y,f+g>>>0,w,h,p,g+S>>>0]}let O=[p,h,w,f,y,x,$,M];for(let v=0;v<8;v++)r[v]=r[v]+O[v]>>>0}let i=new Uint8Array(32),u=new DataView(i.buffer);for(let l=0;l<8;l++)u.setUint32(l*4,r[l]);return i}var rn=class{constructor(t,n,o){this.client=t;this.name=n;this.listener=o;this.entries=[];this.seen=[];this.reconnects=0;this.gaps=0;this.stopped=!1}get last(){return this.entries.length}get latest(){return this.entries[this.entries.length-1]}get finished(){return this.latest?.game.status===3}dropStream(){this.current?.abort(new Error("dropped on purpose"))}stop(){this.stopped=!0,this.current?.abort(new Error("stopped"))}async run(){let t=250,n=!0;for(;!this.stopped&&!this.finished;){this.listener.onConnection(n?"connecting":"reconnecting"),n||this.reconnects++,n=!1;let o=new AbortController;this.current=o;try{let r=this.client.watchGame({name:this.name,resumeAfter:BigInt(this.last)},{signal:o.signal}),a=!0;for await(let s of r){t=250,this.listener.onConnection("live");let i=s.update;if(i.case==="change"){let u=i.value,l=Number(u.version);if(l<=this.last)continue;if(l!==this.last+1||!u.game){this.gaps++,a=!1,o.abort(new Error(`gap: v${l} after v${this.last}`));break}this.add({version:l,game:u.game,events:u.events,fromSnapshot:!1})}else if(i.case==="snapshot"){let u=i.value.game;if(!u)continue;let l=Number(u.version);if(l<=this.last)continue;l!==this.last+1&&this.gaps++,this.add({version:l,game:u,events:[],fromSnapshot:!0})}else if(i.case==="heartbeat"&&Number(i.value.version)>this.last){this.gaps++,a=!1,o.abort(new Error("behind the heartbeat"));break}}a&&!this.finished&&!this.stopped&&(this.listener.onConnection("reconnecting","the stream ended"),await Ns(t+Math.random()*t),t=Math.min(t*2,5e3))}catch(r){if(this.stopped)break;let a=_.from(r);if(a.code===k.NotFound||a.code===k.InvalidArgument){this.listener.onConnection("ended",a.rawMessage);return}o.signal.aborted||(this.listener.onConnection("reconnecting",a.rawMessage),await Ns(t+Math.random()*t),t=Math.min(t*2,5e3))}}this.current=void 0,this.stopped||this.listener.onConnection("ended")}add(t){this.entries[t.version-1]=t,this.seen.push(t.version),this.listener.onEntry(t)}rolls(){let t=new Map;for(let n of this.entries)for(let o of n?.events??[])o.kind.case==="diceRolled"&&t.set(o.kind.value.turn,[...o.kind.value.roll?.dice??[]]);return t}hasHoles(){return this.entries.some(t=>!t||t.fromSnapshot)}async refill(){let t=this.client.watchGame({name:this.name,resumeAfter:0n});for await(let n of t){if(n.update.case!=="change")continue;let o=n.update.value,r=Number(o.version);o.game&&r>=1&&r<=this.entries.length&&(this.entries[r-1]={version:r,game:o.game,events:o.events,fromSnapshot:!1})}}};function Ns(e){return new Promise(t=>setTimeout(t,e))}var ko={5:4,6:4,7:3,8:3,9:2,10:2},Io=Array.from({length:14},(e,t)=>11+t),xs=[15,12,9,6],So=160,xe=44,ks=74,As=20,kl=14,Il=42,Al=96,ze=30,an=22;function No(e,t){return ks-(ks-As)*e/t}function $s(e,t,n,o){let r=e.board,a=new Map,s=o*So,i=A("svg",{class:"board-svg","aria-hidden":"true",focusable:"false"});i.append(A("defs",{},A("marker",{id:"arrow",viewBox:"0 0 10 10",refX:8,refY:5,markerWidth:7,markerHeight:7,orient:"auto-start-reverse"},A("path",{d:"M0,0 L10,5 L0,10 z",class:"arrow-head"}))));let u=r?.mountains??[],l=o===6?[[5,6,7,8,9,10]]:[[5,6,7],[8,9,10]],p=new Map,h=0,w=0;l.forEach((v,g)=>{let S=Math.max(...v.map(I=>(ko[I]??2)+1)),R=h+kl+S*xe;v.forEach((I,G)=>p.set(I,{cx:G*So+So/2,baseY:R,height:ko[I]??2})),h=R+Il,g===0&&(w=h,h+=Al)});let f=new Map;for(let v of r?.players??[])for(let g of v.goats)if(g.place.case==="mountain"){let S=`${g.place.value.number}:${g.place.value.position}`;f.set(S,[...f.get(S)??[],v.seat])}let y={land:A("g",{class:"land"}),tray:A("g",{class:"tray"}),pieces:A("g",{class:"pieces"})};for(let v of u){let g=p.get(v.number);if(!g)continue;let S=v.height||g.height,R=S+1,{cx:I,baseY:G}=g,b=A("g",{class:"mountain","data-mountain":v.number});for(let T=0;T<=S;T++){let B=G-T*xe,J=B-xe,U=No(T,R),Z=No(T+1,R),X=T===S?"summit":T===0?"foot":`step${T%2}`;b.append(A("polygon",{class:`band band-${X}`,points:`${I-U},${B} ${I-Z},${J} ${I+Z},${J} ${I+U},${B}`})),T>0&&T<S&&b.append(A("text",{class:"step-number",x:I-U+8,y:B-xe/2+4},String(T)));let Se=f.get(`${v.number}:${T}`)??[];if(T===S)for(let Q of Se){let q={x:I,y:B-xe/2+2};y.pieces.append(xo(Q,`${Q}:m:${v.number}`,q,an+6,n,!0)),a.set(`${Q}:m:${v.number}`,q)}else{let Q=2*No(T+.5,R)-14;$l(Se,I,B-xe/2,Q).forEach(({seat:q,at:_e,size:V})=>{y.pieces.append(xo(q,`${q}:m:${v.number}`,_e,V,n,!1)),a.set(`${q}:m:${v.number}`,_e)})}}b.append(A("rect",{class:"badge",x:I-19,y:G+5,width:38,height:30,rx:7}),A("text",{class:"badge-text",x:I,y:G+27},String(v.number)));let E=G-(S+1)*xe;b.append(Tl(v.number,v.pointTokensLeft,I+As+34,E+14)),y.land.append(b)}let x=r?.bonusTokensLeft??[],$=A("g",{class:"bonus-tokens"});xs.forEach((v,g)=>{let S=s-22-(xs.length-1-g)*38;$.append(Rl(v,x.includes(v),S,24))}),y.land.append($);let M=h,O=new Map;if(e.options?.bigMountain){let v=o===6?14:7,g=o===6?128:100,S=Io.length/v,R=h+6,I=A("g",{class:"big-mountain"}),G=new Map((r?.bigMountain??[]).map(b=>[b.spot,b.seat]));for(let b=0;b<S;b++){let E=R+(S-b)*g,T=Io.slice(b*v,(b+1)*v),B=(s-80)/(v-1),J=o===6?58:30,U={x:40,y:E-46},Z={x:40+(v-1)*B,y:E-46-J};I.append(A("polygon",{class:"band band-step1",points:`4,${E} 4,${U.y+26} ${Z.x+36},${Z.y+26} ${s-4},${Z.y+26} ${s-4},${E}`})),T.forEach((X,Se)=>{let Q={x:U.x+Se*B,y:U.y-J*Se/(v-1)};O.set(X,Q),I.append(A("circle",{class:"spot",cx:Q.x,cy:Q.y,r:16,"data-spot":X}),A("text",{class:"spot-number",x:Q.x,y:Q.y+37},String(X)));let q=G.get(X);q!==void 0&&(y.pieces.append(xo(q,`${q}:b:${X}`,Q,an,n,!1)),a.set(`${q}:b:${X}`,Q))})}I.append(A("text",{class:"big-title",x:s-12,y:R+S*g-9},d("big-mountain"))),y.land.append(I),M=R+S*g}return Gl(y.tray,e,t,p,O,w,s,o),i.append(y.land,y.tray,y.pieces),i.setAttribute("viewBox",`0 0 ${s} ${M+4}`),{svg:i,positions:a,words:_l(e,n)}}function $l(e,t,n,o){if(!e.length)return[];let r=Math.max(1,Math.floor(o/(an+3))),a=e.length<=r?1:2,s=a===1?an:20,i=Math.ceil(e.length/a),u=Math.min(s+3,o/i);return e.map((l,p)=>{let h=Math.floor(p/i),w=p%i,f=h===a-1?e.length-h*i:i,y=t+(w-(f-1)/2)*u,x=a===1?n+2:n-10+h*21;return{seat:l,at:{x:y,y:x},size:s}})}function xo(e,t,n,o,r,a){let s=A("g",{class:`goat-piece seat-${e%5}`},A("ellipse",{class:"goat-shadow",cx:0,cy:o/2-1,rx:o/2,ry:3}),A("g",{transform:`translate(${-o/2},${-o/2})`},Es(e,o)),a?A("path",{class:"crown",d:`M-8,${-o/2-3} l0,-8 l4,4 l4,-6 l4,6 l4,-4 l0,8 z`}):null);return A("g",{class:`goat${a?" king":""}`,"data-goat":t,"data-seat":e,transform:`translate(${n.x},${n.y})`},A("title",{},j(r,e)),s)}function Tl(e,t,n,o){let r=A("g",{class:`stack${t?"":" empty"}`,"data-stack":e,"data-left":t}),a=Math.min(t,5);for(let s=a-1;s>=1;s--)r.append(A("circle",{class:"chip",cx:n,cy:o+s*3.5,r:14}));return r.append(A("circle",{class:t?"chip top":"chip none",cx:n,cy:o,r:14}),A("text",{class:"chip-value",x:n,y:o+5},String(e)),A("text",{class:"chip-count",x:n,y:o+14+a*3.5+13},`×${t}`)),r}function Rl(e,t,n,o){let a=Array.from({length:6},(s,i)=>{let u=Math.PI/3*i+Math.PI/6;return`${(n+17*Math.cos(u)).toFixed(1)},${(o+17*Math.sin(u)).toFixed(1)}`}).join(" ");return A("g",{class:`bonus${t?"":" taken"}`,"data-bonus-slot":e},A("polygon",{class:"bonus-shape",points:a}),t?A("text",{class:"bonus-value",x:n,y:o+5},String(e)):null)}function Gl(e,t,n,o,r,a,s,i){let u=n.find(g=>g.kind.case==="movePlayed");if(!u||u.kind.case!=="movePlayed"||!u.kind.value.move)return;let l=u.kind.value.seat,p=u.kind.value.move,h=n.find(g=>g.kind.case==="onesChanged"),w=h&&h.kind.case==="onesChanged"?h.kind.value.from?.dice:void 0;e.setAttribute("data-seat",String(l));let f=t.options?.bigMountain??!1,y=new Set(n.flatMap(g=>g.kind.case==="groupWasted"?[g.kind.value.sum]:[])),$=[...p.groups.map(g=>{let S=dt(p,g.dice),R,I=!1,G=o.get(S);if(G&&!y.has(S))if(G.baseY<a)R={x:G.cx,y:G.baseY+37};else{let E=G.baseY-(G.height+1)*xe;R={x:G.cx,y:E-4},I=!0}else if(f&&r.has(S)&&!y.has(S)&&i===6){let E=r.get(S);E&&(R={x:E.x,y:E.y-18}),I=!0}let b=g.dice.length*(ze+4)+6;return{grp:g,sum:S,target:R,below:I,w:b,x:R?R.x-b/2:s,dice:g.dice}})].sort((g,S)=>g.x-S.x),M=6;for(let g of $)g.x=Math.max(g.x,M),M=g.x+g.w+10;let O=M-10-(s-6);for(let g=$.length-1;g>=0&&O>0;g--){let S=Math.min(O,$[g].x-(g>0?$[g-1].x+$[g-1].w+10:6));for(let R=g;R<$.length;R++)$[R].x-=Math.max(0,S);O-=Math.max(0,S)}let v=a+34;for(let g of $){let S=A("g",{class:`group${g.target?"":" wasted"}`,"data-sum":g.sum});S.append(A("rect",{class:"group-box",x:g.x,y:v-4,width:g.w,height:ze+8,rx:6})),g.dice.forEach((I,G)=>{let b=p.faces[I]??1,E=w!==void 0&&w[I]!==b;S.append(Ts(b,g.x+5+G*(ze+4),v,ze,E))});let R=g.x+g.w/2;if(S.append(A("text",{class:"group-sum",x:R,y:v+ze+24},g.target?`= ${g.sum}`:`= ${g.sum} ✗`)),g.target){let I=g.below?{x:R,y:v+ze+30}:{x:R,y:v-5},G=g.target,b=(G.y-I.y)/2;S.append(A("path",{class:"connector",d:`M${I.x},${I.y} C${I.x},${I.y+b} ${G.x},${G.y-b} ${G.x},${G.y}`,"marker-end":"url(#arrow)"}))}e.append(S)}}var Ml={1:[[.5,.5]],2:[[.25,.25],[.75,.75]],3:[[.25,.25],[.5,.5],[.75,.75]],4:[[.25,.25],[.75,.25],[.25,.75],[.75,.75]],5:[[.25,.25],[.75,.25],[.5,.5],[.25,.75],[.75,.75]],6:[[.25,.22],[.75,.22],[.25,.5],[.75,.5],[.25,.78],[.75,.78]]};function Ts(e,t,n,o,r=!1){return A("g",{class:`die-face${r?" changed":""}`,"data-face":e},A("rect",{class:"die-body",x:t+1,y:n+1,width:o-2,height:o-2,rx:o/6}),(Ml[e]??[]).map(([a,s])=>A("circle",{class:"pip",cx:t+a*o,cy:n+s*o,r:o/11})))}function Ao(e,t=28,n){return A("svg",{class:"dice-svg",width:e.length*(t+4),height:t,viewBox:`0 0 ${e.length*(t+4)} ${t}`,"aria-hidden":"true",focusable:"false"},e.map((o,r)=>Ts(o,r*(t+4),0,t,n!==void 0&&n[r]!==o)))}function _l(e,t){let n=e.board,o=[];for(let r of n?.mountains??[]){let a=r.height||ko[r.number]||0,s=[];for(let i=a;i>=0;i--){let u=(n?.players??[]).filter(p=>p.goats.some(h=>h.place.case==="mountain"&&h.place.value.number===r.number&&h.place.value.position===i)).map(p=>j(t,p.seat)),l=i===a?d("place-summit"):i===0?d("place-foot"):d("place-step",{step:i});s.push(m("li",{},u.length?d("place-goats",{place:l,names:tn(u)}):d("place-empty",{place:l})))}o.push(m("li",{"data-mountain":r.number},`${d("mountain",{number:r.number})}: ${d("tokens-left",{count:r.pointTokensLeft})}`,m("ul",{},s)))}if(o.push(m("li",{},`${d("bonus-tokens")}: ${n?.bonusTokensLeft.length?n.bonusTokensLeft.join(", "):d("bonus-none")}`)),e.options?.bigMountain){let r=new Map((n?.bigMountain??[]).map(a=>[a.spot,a.seat]));o.push(m("li",{},d("big-mountain"),m("ul",{},Io.map(a=>{let s=r.get(a);return m("li",{"data-spot":a},s!==void 0?d("spot",{spot:a,name:j(t,s)}):d("spot-empty",{spot:a}))}))))}return m("ul",{class:"board-words visually-hidden"},o)}function $o(){return window.matchMedia("(prefers-reduced-motion: reduce)").matches}function Rs(e,t,n,o,r){if($o())return;let a=new Map,s=new Set;for(let i of o){let u,l,p=i.kind;if(p.case==="goatPlacedOnBigMountain"?[u,l]=[`${p.value.seat}:m:${p.value.fromMountain}`,`${p.value.seat}:b:${p.value.spot}`]:p.case==="goatMovedOnBigMountain"?[u,l]=[`${p.value.seat}:b:${p.value.fromSpot}`,`${p.value.seat}:b:${p.value.toSpot}`]:p.case==="goatReturnedFromBigMountain"?[u,l]=[`${p.value.seat}:b:${p.value.fromSpot}`,`${p.value.seat}:m:${p.value.mountain}`]:p.case==="goatKnockedDown"&&s.add(`${p.value.seat}:m:${p.value.mountain}`),u&&l){let h=a.get(u)??u;a.delete(u),a.set(l,h)}}for(let i of e.querySelectorAll(".goat")){let u=i.dataset.goat??"",l=n.get(u),p=t.get(a.get(u)??u);if(!l||!p||l.x===p.x&&l.y===p.y)continue;let h=p.x-l.x,w=p.y-l.y,f=i.querySelector(".goat-piece");if(f)if(i.classList.add("moving"),s.has(u)){let y=h>=0?1:-1;f.animate([{transform:`translate(${h}px, ${w}px) rotate(0deg)`},{transform:`translate(${h+y*26}px, ${w-22}px) rotate(${y*90}deg)`,offset:.25},{transform:"translate(0px, 0px) rotate(360deg)"}],{duration:1e3/r,easing:"ease-in"}).onfinish=()=>i.classList.remove("moving")}else f.animate([{transform:`translate(${h}px, ${w}px)`},{transform:"translate(0px, 0px)"}],{duration:450/r,easing:"ease-out"}).onfinish=()=>i.classList.remove("moving")}for(let i of o){let u=i.kind;u.case==="pointTokenTaken"?Is(e.querySelector(`[data-stack="${u.value.mountain}"]`),u.value.seat,String(u.value.mountain),"point",r):u.case==="bonusTokenTaken"&&Is(e.querySelector(`[data-bonus-slot="${u.value.value}"]`),u.value.seat,String(u.value.value),"bonus",r)}}function Is(e,t,n,o,r){let a=document.querySelector(`.player[data-seat="${t}"] .score`);if(!e||!a)return;let s=e.getBoundingClientRect(),i=a.getBoundingClientRect(),u=m("div",{class:`flying-token ${o}`,"aria-hidden":"true"},n);u.style.left=`${s.left+s.width/2-15}px`,u.style.top=`${s.top+s.height/2-15}px`,document.body.append(u);let l=i.left+i.width/2-(s.left+s.width/2),p=i.top+i.height/2-(s.top+s.height/2),h=u.animate([{transform:"translate(0px, 0px) scale(1)",opacity:1},{transform:`translate(${l*.5}px, ${p*.5-40}px) scale(1.25)`,opacity:1,offset:.5},{transform:`translate(${l}px, ${p}px) scale(0.8)`,opacity:.2}],{duration:800/r,easing:"ease-in-out",fill:"forwards"});h.onfinish=()=>u.remove(),h.oncancel=()=>u.remove()}function sn(e){switch(e){case 1:return d("status-open");case 2:return d("status-playing");case 3:return d("status-finished");default:return d("status-unknown")}}function Ro(e){let t=e.seats.filter(o=>o.diceContribution.length>0).length,n=e.seats.filter(o=>o.taken).length;switch(e.diceSource){case 1:return m("span",{class:"dice-source chosen","data-dice-source":"chosen-seed",title:Re("dice-chosen","title")},d("dice-chosen"));case 2:return m("span",{class:"dice-source fair","data-dice-source":"server-seed-and-players",title:Re("dice-fair","title")},n?d("dice-fair-count",{contributed:t,taken:n}):d("dice-fair"));default:return null}}function Go(e){let t=e.options;if(!t)return"";let n=[d("options-players",{count:t.players})];return n.push(t.bigMountain?d("options-big-mountain"):d("options-base-game")),t.allowDecliningGroups&&n.push(d("options-declining")),n.join(" · ")}var Gs=[1,2,4],Ll=1e3,Vl="(max-width: 720px)";function _s(e,t,n){let o=`games/${t}`,r=Jt(),a="live",s,i=!1,u=!1,l=1,p,h=0,w=6,f=new Map,y=0,x=!1,$=!1,M={state:"connecting"},O=m("span",{class:"connection",role:"status"}),v=m("div",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true"}),g=m("div",{class:"board",id:"board","data-version":"0"}),S=m("div",{class:"side-content"}),R=m("div",{class:"result-wrap"}),I=m("ol",{class:"log",reversed:!0,tabindex:0}),G=m("section",{class:"win-chances",id:"win-chances",hidden:!0,"aria-labelledby":"chances-title"}),b=m("input",{type:"range",id:"replay",min:1,max:1,value:1,step:1,disabled:!0}),E=m("output",{for:"replay",class:"version-label",id:"version-label"},""),T=N=>m("button",{type:"button",onclick:()=>N()}),B=T(()=>{te(),Ne(1)}),J=T(()=>{te(),pt(-1)}),U=T(()=>{te(),pt(1)}),Z=T(()=>{te(),Ne("live")});Z.classList.add("live-button");let X=T(()=>u?te():_o());X.classList.add("play-button");let Se=Gs.map(N=>{let L=m("button",{type:"button",class:"speed","data-speed":N,"aria-pressed":String(N===l)},`${N}×`);return L.addEventListener("click",()=>{l=N,Se.forEach((W,P)=>W.setAttribute("aria-pressed",String(Gs[P]===N)))}),L}),Q=nn();b.addEventListener("input",()=>{te(),Ne(Number(b.value))});function q(){document.title=d("game-page-title",{id:t});let N=(L,W)=>{L.title=Re(W,"title"),L.setAttribute("aria-label",L.title)};B.textContent=d("replay-first"),N(B,"replay-first"),J.textContent=d("replay-back"),N(J,"replay-back"),U.textContent=d("replay-next"),N(U,"replay-next"),b.setAttribute("aria-label",d("replay-slider")),I.setAttribute("aria-label",d("log-label")),we(G,m("h2",{id:"chances-title"},d("chances")),m("p",{class:"hint"},d("win-chances-soon")),m("div",{class:"chances-plot"})),we(e,m("header",{class:"top"},m("a",{href:"/",class:"back"},d("back-to-lobby")),m("h1",{},d("game-heading")," ",m("code",{},t)),Q,O),m("div",{class:"game-layout"},m("section",{class:"board-column","aria-labelledby":"board-title"},m("h2",{id:"board-title",class:"visually-hidden"},d("board")),g,m("div",{class:"replay",role:"group","aria-label":d("replay")},m("div",{class:"replay-buttons"},B,J,U,Z),b,E,m("div",{class:"replay-play"},X,m("span",{class:"speeds",role:"group","aria-label":d("replay-speed")},Se)),m("p",{class:"hint"},d("replay-hint")))),m("aside",{class:"side","aria-label":d("game-status")},S,G)),R,m("section",{class:"events","aria-labelledby":"log-title"},m("h2",{id:"log-title"},d("log")),I),v),_e()}function _e(){let{state:N,detail:L}=M,W={connecting:d("conn-connecting"),live:d("conn-live"),reconnecting:d("conn-reconnecting"),ended:L?d("conn-stopped",{detail:L}):d("conn-ended"),finished:d("conn-game-over")};O.textContent=W[N],O.dataset.state=N}let V=new rn(r,o,{onEntry:N=>{b.max=String(V.last),b.disabled=V.last<1;let L=performance.now(),W=L-y>120;y=L,a==="live"?(x?$=!1:(x=!0,$=W,window.setTimeout(()=>{x=!1,a==="live"&&gt($)},0)),Fs(N)):ft(),V.finished&&(M={state:"finished"},_e(),Cs())},onConnection:(N,L)=>{M=V.finished&&(N==="live"||N==="ended")?{state:"finished"}:{state:N,detail:L},_e(),N==="ended"&&V.last===0&&we(g,m("p",{class:"error",role:"alert"},d("no-such-game",{id:t}),L?` (${L})`:""))}});n&&(window.__mg={seen:V.seen,reconnects:()=>V.reconnects,gaps:()=>V.gaps,last:()=>V.last,view:()=>be(),verification:()=>s,dropStream:()=>V.dropStream(),missing:()=>[...lt],playing:()=>u},window.__mgDropStream=()=>V.dropStream()),document.addEventListener("keydown",N=>{if(N.altKey||N.ctrlKey||N.metaKey)return;let L=N.target;if(!(L&&(L===b||/^(INPUT|SELECT|TEXTAREA)$/.test(L.tagName)))){if(N.key==="ArrowLeft")te(),pt(-1);else if(N.key==="ArrowRight")te(),pt(1);else if(N.key==="Home")te(),Ne(1);else if(N.key==="End")te(),Ne("live");else if(N.key==="p"||N.key==="P")u?te():_o();else return;N.preventDefault()}});let Mo=window.matchMedia(Vl);Mo.addEventListener("change",()=>{h=0,gt()}),Te(()=>{q(),h=0,V.last>0&&gt()});function be(){return a==="live"?V.last:a}function pt(N){Ne(Math.max(1,Math.min(V.last,be()+N)))}function Ne(N){V.last!==0&&(a=N==="live"||N>=V.last?"live":Math.max(1,N),gt())}function _o(){V.last!==0&&(be()>=V.last&&Ne(1),u=!0,ft(),Lo())}function te(){u&&(u=!1,window.clearTimeout(p),ft())}function Lo(){window.clearTimeout(p),p=window.setTimeout(()=>{u&&(be()<V.last&&Ne(be()+1),be()>=V.last?te():Lo())},Ll/l)}function ft(){let N=be();b.value=String(N);let L=V.last,W=V.finished,P={version:String(N),total:String(L)},re=W?d("replay-version-finished",P):a==="live"?d("replay-version-live",P):d("replay-version",P);E.textContent=re,E.dataset.state=W?"finished":a==="live"?"live":"replay",b.setAttribute("aria-valuetext",re),B.disabled=J.disabled=N<=1,U.disabled=N>=L,W?(Z.textContent=d("replay-last"),Z.title=Re("replay-last","title"),Z.removeAttribute("aria-pressed"),Z.disabled=N>=L):(Z.textContent=d("replay-live"),Z.title=Re("replay-live","title"),Z.setAttribute("aria-pressed",String(a==="live")),Z.disabled=!1),Z.setAttribute("aria-label",Z.title);let de=u?"replay-pause":"replay-play";X.textContent=d(de),X.title=Re(de,"title"),X.setAttribute("aria-label",X.title),X.dataset.playing=String(u),X.disabled=L<2}function gt(N=!0){ft();let L=be(),W=V.entries[L-1];if(!W){we(g,m("p",{class:"hint"},d("version-unknown",{version:L}))),h=0;return}let P=W.game,re=Ge(P),de=Mo.matches?3:6;g.dataset.version=String(W.version),g.dataset.status=We[P.status]??"UNSPECIFIED",g.dataset.columns=String(de);let he=$s(P,W.events,re,de);g.replaceChildren(he.svg,he.words),Ol(S,W,re),Ms(R,P,re,s,i),Os(L),N&&h>0&&L===h+1&&de===w&&!$o()&&Rs(he.svg,f,he.positions,W.events,u?l:1),f=he.positions,h=L,w=de}function Os(N){let L=Ge(V.entries[N-1]?.game),W=[];for(let P=N;P>=1;P--){let re=V.entries[P-1];if(!re)continue;let de=re.version===1?[d("log-created")]:re.events.map(he=>Eo(he,L));re.fromSnapshot&&de.push(d("log-snapshot")),W.push(m("li",{value:P,"data-version":P},m("span",{class:"log-version"},`v${P}`),m("ul",{},de.map(he=>m("li",{},he)))))}I.replaceChildren(...W)}function Fs(N){let L=Ge(N.game),W=N.events.filter(P=>P.kind.case!=="turnEnded"&&P.kind.case!=="movePlayed").slice(0,4).map(P=>Eo(P,L));v.textContent=W.join(". ")}async function Cs(){if(!(i||s)){i=!0;try{V.hasHoles()&&await V.refill();let N=V.latest;if(!N)return;s=await Ss(N.game,V.rolls())}catch(N){s={ok:!1,rolls:0,problem:String(N)}}finally{i=!1;let N=V.entries[be()-1];N&&Ms(R,N.game,Ge(N.game),s,i)}}}q(),V.run()}function Ol(e,t,n){let o=t.game,r=o.board,a=o.options?.players??o.seats.length,s=[],i;if(o.status===1){let u=o.seats.filter(l=>l.taken).length;i=d("status-waiting-seats",{taken:u,seats:a})}else if(o.status===2&&r)i=d("status-turn",{turn:Number(r.turn)+1,name:j(n,r.currentSeat)});else if(o.status===3&&r?.result){let u=r.result.winners.map(l=>j(n,l));i=d(u.length>1?"status-share":"status-wins",{names:tn(u)})}else i=sn(o.status);s.push(m("section",{class:"summary","aria-label":d("game-status")},m("p",{class:"status-line"},m("span",{class:`pill status-${o.status}`},sn(o.status))," ",i),r&&r.endTrigger!==0?m("p",{class:"end-trigger",role:"note"},o.status===3?d("end-triggered-over",{why:on(r.endTrigger)}):d("end-triggered-now",{why:on(r.endTrigger)})):null)),r&&(s.push(m("section",{class:"players","aria-labelledby":"players-title"},m("h2",{id:"players-title"},d("players")),m("ul",{class:"player-list"},r.players.map(u=>{let l=o.status===2&&r.currentSeat===u.seat,p=u.pointTokens.map((w,f)=>({mountain:5+f,n:w})).filter(w=>w.n>0),h=u.goats.filter(w=>w.place.case==="bigMountainSpot").length;return m("li",{class:`player${l?" to-move":""}`,"data-seat":u.seat,"data-score":u.score,"aria-current":l?"true":null},m("div",{class:"player-head"},Me(u.seat,22),m("strong",{class:"player-name"},j(n,u.seat)),m("span",{class:"visually-hidden"},` (${vs(u.seat)})`),l?m("span",{class:"turn-badge"},d("player-to-move")):null,m("span",{class:"chance","data-chance":"",hidden:!0}),m("span",{class:"score","aria-label":d("player-score",{score:u.score})},String(u.score))),m("div",{class:"tokens"},p.length?p.map(w=>m("span",{class:"token",title:d("player-tokens",{count:w.n,mountain:w.mountain})},`${w.mountain}`,m("sub",{},`×${w.n}`))):m("span",{class:"muted"},d("player-no-tokens")),u.bonusTokens.map(w=>m("span",{class:"token bonus",title:d("player-bonus",{value:w})},`★${w}`)),h?m("span",{class:"token big"},d("player-big-goats",{count:h})):null))})),m("p",{class:"bonus-left"},d("bonus-left")," ",r.bonusTokensLeft.length?r.bonusTokensLeft.map(u=>m("span",{class:"token bonus"},`★${u}`)):m("span",{class:"muted"},d("bonus-none"))))),s.push(Fl(o,t,n))),s.push(m("section",{class:"about"},m("p",{class:"options"},Go(o),` · ${d("options-version",{version:String(t.version)})}`),m("p",{class:"dice-source-line"},Ro(o)))),e.replaceChildren(...s)}function Fl(e,t,n){let o=e.board,r=[];e.status===2&&o?.roll&&r.push(m("div",{class:"current-roll","aria-label":d("dice-current-label"),role:"group"},m("p",{class:"dice-row"},m("span",{class:"roll-who"},Me(o.currentSeat,16),` ${d("dice-current",{name:j(n,o.currentSeat)})}`),To(o.roll.dice))));let a=t.events.find(s=>s.kind.case==="movePlayed");if(a&&a.kind.case==="movePlayed"&&a.kind.value.move){let s=a.kind.value.seat,i=a.kind.value.move,u=t.events.find(p=>p.kind.case==="onesChanged"),l=u&&u.kind.case==="onesChanged"&&u.kind.value.from?u.kind.value.from.dice:i.faces;r.push(m("div",{class:"last-move","aria-label":d("dice-last-label"),role:"group"},m("h3",{},Me(s,16),` ${d("dice-last-move",{name:j(n,s)})}`),m("p",{class:"dice-row"},m("span",{class:"dice-label"},d("dice-rolled")),To(l)),u?m("p",{class:"dice-row"},m("span",{class:"dice-label"},d("dice-ones")),To(i.faces,l)):null,m("p",{class:"dice-row groups"},m("span",{class:"dice-label"},d("dice-grouped")),Cl(e,i))))}return r.length||r.push(m("p",{class:"muted"},e.status===1?d("dice-none-open"):d("dice-none"))),m("section",{class:"dice","aria-labelledby":"dice-title"},m("h2",{id:"dice-title"},d("dice")),m("div",{class:"dice-parts"},r))}function To(e,t){let n=t?e.map((o,r)=>t[r]!==o?d("die-was",{face:t[r]??"?"}):"").filter(Boolean):[];return m("span",{class:"dice-faces",role:"img","aria-label":d("dice-faces",{dice:e.join(", ")})+(n.length?` (${n.join(", ")})`:""),"data-dice":e.join(",")},Ao(e,26,t))}function Cl(e,t){if(!t.groups.length)return m("span",{class:"muted"},d("group-declined"));let n=e.options?.bigMountain??!1;return m("span",{class:"group-list"},t.groups.map(o=>{let r=dt(t,o.dice),a=r>=5&&r<=10?d("group-mountain",{sum:r}):n&&r>=11&&r<=24?d("group-spot",{sum:r}):d("group-nothing"),s=o.dice.map(i=>t.faces[i]??1);return m("span",{class:"group"},m("span",{class:"dice-faces",role:"img","aria-label":d("dice-faces",{dice:s.join(", ")})},Ao(s,18)),` = ${r} → ${a}`)}))}function Ms(e,t,n,o,r){let a=t.board;if(t.status!==3||!a?.result){e.replaceChildren();return}let s=a.result,i={1:"tie-summits",2:"tie-highest",3:"tie-shared",0:""};e.replaceChildren(m("section",{class:"result","aria-labelledby":"result-title"},m("h2",{id:"result-title"},d("standings")),m("div",{class:"table-wrap"},m("table",{class:"standings",id:"standings"},m("thead",{},m("tr",{},["col-rank","col-player","col-score","col-point-tokens","col-bonus","col-big-mountain","col-summits"].map(u=>m("th",{scope:"col"},d(u))))),m("tbody",{},s.standings.map(u=>m("tr",{"data-seat":u.seat,"data-score":u.score,"data-rank":u.rank},m("td",{},String(u.rank)),m("th",{scope:"row"},Me(u.seat,16)," ",j(n,u.seat)),m("td",{},String(u.score)),m("td",{},String(u.pointTokenPoints)),m("td",{},String(u.bonusTokenPoints)),m("td",{},String(u.bigMountainPoints)),m("td",{},String(u.goatsOnSummits))))))),s.tieBreak!==0?m("p",{},d(i[s.tieBreak])):null,m("p",{id:"dice-check",class:`dice-check ${o?o.ok?"ok":"failed":"pending"}`,"data-state":o?o.ok?"ok":"failed":"pending","data-rolls":o?.rolls??0,role:"status"},o?o.ok?d(t.diceSource===2?"check-ok-players":"check-ok",{rolls:o.rolls}):d("check-failed",{problem:o.problem}):r?d("check-running"):d("check-waiting"))))}var Ul=20,Ls=2e3,mt=[{value:"all",label:"lobby-filter-all",status:0},{value:"open",label:"lobby-filter-open",status:1},{value:"playing",label:"lobby-filter-playing",status:2},{value:"finished",label:"lobby-filter-finished",status:3}];function Vs(e){let t=Jt(),n=new URLSearchParams(location.search),o=mt.find(g=>g.value===n.get("status"))??mt[0],r=[],a="",s="",i,u=[],l=()=>d("lobby-loading"),p=m("p",{class:"lobby-status",role:"status","aria-live":"polite"}),h=m("tbody",{id:"games"}),w=m("button",{type:"button",disabled:!0}),f=m("button",{type:"button",disabled:!0}),y=m("span",{class:"page-label"}),x=mt.map(g=>m("button",{type:"button",class:"filter","data-filter":g.value,"aria-pressed":String(g===o)}));w.addEventListener("click",()=>{a=r.pop()??"",O()}),f.addEventListener("click",()=>{r.push(a),a=s,O()}),x.forEach((g,S)=>g.addEventListener("click",()=>{o=mt[S],x.forEach((I,G)=>I.setAttribute("aria-pressed",String(S===G))),r.length=0,a="";let R=new URL(location.href);o.value==="all"?R.searchParams.delete("status"):R.searchParams.set("status",o.value),history.replaceState(null,"",R),O()}));let $=nn();function M(){document.title=d("lobby-page-title"),w.textContent=d("lobby-newer"),f.textContent=d("lobby-older"),y.textContent=d("lobby-page",{page:r.length+1}),x.forEach((g,S)=>g.textContent=d(mt[S].label)),p.textContent=l(),we(e,m("header",{class:"top"},m("h1",{},d("app-title")),m("p",{class:"tagline"},d("lobby-tagline")),$),m("section",{class:"lobby","aria-labelledby":"games-title"},m("h2",{id:"games-title"},d("lobby-games")),m("div",{class:"filters",role:"group","aria-label":d("lobby-filters")},x),p,m("div",{class:"table-wrap"},m("table",{class:"games"},m("caption",{class:"visually-hidden"},d("lobby-caption")),m("thead",{},m("tr",{},["lobby-col-game","lobby-col-status","lobby-col-players","lobby-col-options","lobby-col-version","lobby-col-created"].map(g=>m("th",{scope:"col"},d(g))))),h)),m("nav",{class:"pager","aria-label":d("lobby-pages")},w,y,f))),v()}Te(M),M();async function O(){window.clearTimeout(i);try{let g=await t.listGames({pageSize:Ul,pageToken:a,status:o.status});s=g.nextPageToken,u=g.games,v(),w.disabled=r.length===0,f.disabled=s==="",y.textContent=d("lobby-page",{page:r.length+1});let S=g.games.length,R=new Date;l=()=>S?d("lobby-count",{count:S,time:R.toLocaleTimeString(yo())}):d("lobby-empty")}catch(g){let S=g instanceof Error?g.message:String(g);l=()=>d("lobby-error",{error:S})}p.textContent=l(),i=window.setTimeout(()=>{O()},document.hidden?Ls*5:Ls)}function v(){h.replaceChildren(...u.map(g=>{let S=g.seats.filter(E=>E.taken),R=g.options?.players??g.seats.length,I=g.createTime?new Date(Number(g.createTime.seconds)*1e3):void 0,G=Ge(g),b=g.status===3?g.board?.result?.winners??[]:[];return m("tr",{"data-game":g.name,"data-status":We[g.status]},m("th",{scope:"row",class:"game-id"},m("a",{href:Pa(g.name)},m("code",{},co(g.name)))),m("td",{class:"game-status"},m("span",{class:`pill status-${g.status}`},sn(g.status)),b.length?[" ",Wl(b,G)]:null),m("td",{class:"game-players"},m("div",{class:"seat-names"},S.map(E=>m("span",{class:`seat-name${b.includes(E.index)?" won":""}`,title:j(G,E.index)},Me(E.index,14),m("span",{},j(G,E.index)))),S.length<R?m("span",{class:"muted"},d("lobby-free",{count:R-S.length})):null)),m("td",{class:"game-options"},Go(g),g.diceSource===1?[" ",Ro(g)]:null),m("td",{class:"num game-version","data-label":d("lobby-version")},String(g.version)),m("td",{class:"game-created"},I?m("time",{datetime:I.toISOString()},I.toLocaleString(yo())):""))}))}O()}function Wl(e,t){let o=d(e.length>1?"lobby-shared":"lobby-won",{names:"\0"}),[r,a]=o.split("\0"),s=hs(e.map(i=>j(t,i))).map(i=>i.item?m("strong",{},i.text):i.text);return m("span",{class:"winner","data-winners":e.join(",")},r??"",s,a??"")}var un=document.getElementById("app");if(un){gs();let e=document.querySelector(".skip"),t=()=>{e&&(e.textContent=d("skip-link"))};t(),Te(t);let n=new URLSearchParams(location.search).has("test"),o=/^\/games\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);location.pathname==="/"||location.pathname==="/index.html"?Vs(un):o?_s(un,o[1],n):we(un,m("p",{class:"error"},d("no-such-page")," ",m("a",{href:"/"},d("see-every-game"))))}
