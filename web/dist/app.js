function we(e){let t=!1,n=[];for(let o=0;o<e.length;o++){let r=e.charAt(o);switch(r){case"_":t=!0;break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":case"8":case"9":n.push(r),t=!1;break;default:t&&(t=!1,r=r.toUpperCase()),n.push(r);break}}return n.join("")}function wt(e){return e.replace(/[A-Z]/g,t=>"_"+t.toLowerCase())}var ni=new Set(["constructor","toString","toJSON","valueOf"]);function Oe(e){return ni.has(e)?e+"$":e}function Ho(){let e=0,t=0;for(let o=0;o<28;o+=7){let r=this.buf[this.pos++];if(e|=(r&127)<<o,(r&128)==0)return this.assertBounds(),[e,t]}let n=this.buf[this.pos++];if(e|=(n&15)<<28,t=(n&112)>>4,(n&128)==0)return this.assertBounds(),[e,t];for(let o=3;o<=31;o+=7){let r=this.buf[this.pos++];if(t|=(r&127)<<o,(r&128)==0)return this.assertBounds(),[e,t]}throw new Error("invalid varint")}function xt(e,t,n){for(let a=0;a<28;a=a+7){let s=e>>>a,i=!(!(s>>>7)&&t==0),l=(i?s|128:s)&255;if(n.push(l),!i)return}let o=e>>>28&15|(t&7)<<4,r=t>>3!=0;if(n.push((r?o|128:o)&255),!!r){for(let a=3;a<31;a=a+7){let s=t>>>a,i=!!(s>>>7),l=(i?s|128:s)&255;if(n.push(l),!i)return}n.push(t>>>31&1)}}var St=4294967296;function En(e){let t=e[0]==="-";t&&(e=e.slice(1));let n=1e6,o=0,r=0;function a(s,i){let l=Number(e.slice(s,i));r*=n,o=o*n+l,o>=St&&(r=r+(o/St|0),o=o%St)}return a(-24,-18),a(-18,-12),a(-12,-6),a(-6),t?Qo(o,r):Sn(o,r)}function Jo(e,t){let n=Sn(e,t),o=n.hi&2147483648;o&&(n=Qo(n.lo,n.hi));let r=wn(n.lo,n.hi);return o?"-"+r:r}function wn(e,t){if({lo:e,hi:t}=oi(e,t),t<=2097151)return String(St*t+e);let n=e&16777215,o=(e>>>24|t<<8)&16777215,r=t>>16&65535,a=n+o*6777216+r*6710656,s=o+r*8147497,i=r*2,l=1e7;return a>=l&&(s+=Math.floor(a/l),a%=l),s>=l&&(i+=Math.floor(s/l),s%=l),i.toString()+Ko(s)+Ko(a)}function oi(e,t){return{lo:e>>>0,hi:t>>>0}}function Sn(e,t){return{lo:e|0,hi:t|0}}function Qo(e,t){return t=~t,e?e=~e+1:t+=1,Sn(e,t)}var Ko=e=>{let t=String(e);return"0000000".slice(t.length)+t};function He(e,t){if(e>=0){for(;e>127;)t.push(e&127|128),e=e>>>7;t.push(e)}else{for(let n=0;n<9;n++)t.push(e&127|128),e=e>>7;t.push(1)}}function qo(){let e=this.buf[this.pos++],t=e&127;if((e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<7,(e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<14,(e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<21,(e&128)==0)return this.assertBounds(),t;e=this.buf[this.pos++],t|=(e&15)<<28;for(let n=5;(e&128)!==0&&n<10;n++)e=this.buf[this.pos++];if((e&128)!=0)throw new Error("invalid varint");return this.assertBounds(),t>>>0}var F=ri();function ri(){let e=new DataView(new ArrayBuffer(8));if(typeof BigInt=="function"&&typeof e.getBigInt64=="function"&&typeof e.getBigUint64=="function"&&typeof e.setBigInt64=="function"&&typeof e.setBigUint64=="function"&&(!!globalThis.Deno||!!globalThis.Bun||typeof process!="object"||typeof process.env!="object"||process.env.BUF_BIGINT_DISABLE!=="1")){let n=BigInt("-9223372036854775808"),o=BigInt("9223372036854775807"),r=BigInt("0"),a=BigInt("18446744073709551615");return{zero:BigInt(0),supported:!0,parse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>o||i<n)throw new Error(`invalid int64: ${s}`);return i},uParse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>a||i<r)throw new Error(`invalid uint64: ${s}`);return i},enc(s){return e.setBigInt64(0,this.parse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},uEnc(s){return e.setBigInt64(0,this.uParse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},dec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigInt64(0,!0)},uDec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigUint64(0,!0)}}}return{zero:"0",supported:!1,parse(n){return typeof n!="string"&&(n=n.toString()),er(n),n},uParse(n){return typeof n!="string"&&(n=n.toString()),tr(n),n},enc(n){return typeof n!="string"&&(n=n.toString()),er(n),En(n)},uEnc(n){return typeof n!="string"&&(n=n.toString()),tr(n),En(n)},dec(n,o){return Jo(n,o)},uDec(n,o){return wn(n,o)}}}function er(e){if(!/^-?[0-9]+$/.test(e))throw new Error("invalid int64: "+e)}function tr(e){if(!/^[0-9]+$/.test(e))throw new Error("invalid uint64: "+e)}var c;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(c||(c={}));function le(e,t){switch(e){case c.STRING:return"";case c.BOOL:return!1;case c.DOUBLE:case c.FLOAT:return 0;case c.INT64:case c.UINT64:case c.SFIXED64:case c.FIXED64:case c.SINT64:return t?"0":F.zero;case c.BYTES:return new Uint8Array(0);default:return 0}}function nr(e,t){switch(e){case c.BOOL:return t===!1;case c.STRING:return t==="";case c.BYTES:return t instanceof Uint8Array&&!t.byteLength;case c.DOUBLE:case c.FLOAT:return Object.is(t,0);default:return t==0}}var or=2,ue=Symbol.for("reflect unsafe local");function Nt(e,t){let n=e[t.localName].case;return n===void 0?n:t.fields.find(o=>o.localName===n)}function rr(e,t){let n=t.localName;if(t.oneof)return e[t.oneof.localName].case===n;if(t.presence!=or)return e[n]!==void 0&&Object.prototype.hasOwnProperty.call(e,n);switch(t.fieldKind){case"list":return e[n].length>0;case"map":return Object.keys(e[n]).length>0;case"scalar":return!nr(t.scalar,e[n]);case"enum":return e[n]!==t.enum.values[0].number}throw new Error("message field with implicit presence")}function Te(e,t){return Object.prototype.hasOwnProperty.call(e,t)&&e[t]!==void 0}function $t(e,t){if(t.oneof){let n=e[t.oneof.localName];return n.case===t.localName?n.value:void 0}return e[t.localName]}function kt(e,t,n){t.oneof?e[t.oneof.localName]={case:t.localName,value:n}:e[t.localName]=n}function ar(e,t){let n=t.localName;if(t.oneof){let o=t.oneof.localName;e[o].case===n&&(e[o]={case:void 0})}else if(t.presence!=or)delete e[n];else switch(t.fieldKind){case"map":e[n]={};break;case"list":e[n]=[];break;case"enum":e[n]=t.enum.values[0].number;break;case"scalar":e[n]=le(t.scalar,t.longAsString);break}}function Je(e){for(let t of e.field)Te(t,"jsonName")||(t.jsonName=we(t.name));e.nestedType.forEach(Je)}function sr(e,t){let n=e.values.find(o=>o.name===t);if(!n)throw new Error(`cannot parse ${e} default value: ${t}`);return n.number}function ir(e,t){switch(e){case c.STRING:return t;case c.BYTES:{let n=ai(t);if(n===!1)throw new Error(`cannot parse ${c[e]} default value: ${t}`);return n}case c.INT64:case c.SFIXED64:case c.SINT64:return F.parse(t);case c.UINT64:case c.FIXED64:return F.uParse(t);case c.DOUBLE:case c.FLOAT:switch(t){case"inf":return Number.POSITIVE_INFINITY;case"-inf":return Number.NEGATIVE_INFINITY;case"nan":return Number.NaN;default:return parseFloat(t)}case c.BOOL:return t==="true";case c.INT32:case c.UINT32:case c.SINT32:case c.FIXED32:case c.SFIXED32:return parseInt(t,10)}}function ai(e){let t=[],n={tail:e,c:"",next(){return this.tail.length==0?!1:(this.c=this.tail[0],this.tail=this.tail.substring(1),!0)},take(o){if(this.tail.length>=o){let r=this.tail.substring(0,o);return this.tail=this.tail.substring(o),r}return!1}};for(;n.next();)switch(n.c){case"\\":if(n.next())switch(n.c){case"\\":t.push(n.c.charCodeAt(0));break;case"b":t.push(8);break;case"f":t.push(12);break;case"n":t.push(10);break;case"r":t.push(13);break;case"t":t.push(9);break;case"v":t.push(11);break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,8);if(Number.isNaN(a))return!1;t.push(a);break}case"x":{let o=n.c,r=n.take(2);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;t.push(a);break}case"u":{let o=n.c,r=n.take(4);if(r===!1)return!1;let a=parseInt(o+r,16);if(Number.isNaN(a))return!1;let s=new Uint8Array(4);new DataView(s.buffer).setInt32(0,a,!0),t.push(s[0],s[1],s[2],s[3]);break}case"U":{let o=n.c,r=n.take(8);if(r===!1)return!1;let a=F.uEnc(o+r),s=new Uint8Array(8),i=new DataView(s.buffer);i.setInt32(0,a.lo,!0),i.setInt32(4,a.hi,!0),t.push(s[0],s[1],s[2],s[3],s[4],s[5],s[6],s[7]);break}}break;default:t.push(n.c.charCodeAt(0))}return new Uint8Array(t)}function*It(e){switch(e.kind){case"file":for(let t of e.messages)yield t,yield*It(t);yield*e.enums,yield*e.services,yield*e.extensions;break;case"message":for(let t of e.nestedMessages)yield t,yield*It(t);yield*e.nestedEnums,yield*e.nestedExtensions;break}}function At(...e){let t=si();if(!e.length)return t;if("$typeName"in e[0]&&e[0].$typeName=="google.protobuf.FileDescriptorSet"){for(let n of e[0].file)dr(n,t);return t}if("$typeName"in e[0]){let a=function(s){let i=[];for(let l of s.dependency){if(t.getFile(l)!=null||r.has(l))continue;let u=o(l);if(!u)throw new Error(`Unable to resolve ${l}, imported by ${s.name}`);"kind"in u?t.addFile(u,!1,!0):(r.add(u.name),i.push(u))}return i.concat(...i.map(a))},n=e[0],o=e[1],r=new Set;for(let s of[n,...a(n)].reverse())dr(s,t)}else for(let n of e)for(let o of n.files)t.addFile(o);return t}function si(){let e=new Map,t=new Map,n=new Map;return{kind:"registry",types:e,extendees:t,[Symbol.iterator](){return e.values()},get files(){return n.values()},addFile(o,r,a){if(n.set(o.proto.name,o),!r)for(let s of It(o))this.add(s);if(a)for(let s of o.dependencies)this.addFile(s,r,a)},add(o){if(o.kind=="extension"){let r=t.get(o.extendee.typeName);r||t.set(o.extendee.typeName,r=new Map),r.set(o.number,o)}e.set(o.typeName,o)},get(o){return e.get(o)},getFile(o){return n.get(o)},getMessage(o){let r=e.get(o);return r?.kind=="message"?r:void 0},getEnum(o){let r=e.get(o);return r?.kind=="enum"?r:void 0},getExtension(o){let r=e.get(o);return r?.kind=="extension"?r:void 0},getExtensionFor(o,r){var a;return(a=t.get(o.typeName))===null||a===void 0?void 0:a.get(r)},getService(o){let r=e.get(o);return r?.kind=="service"?r:void 0}}}var ii=998,li=999,ui=9999,ci=9,qe=10,Qe=11,di=12,lr=14,In=3,mi=2,ur=1,pi=0,xn=1,cr=2,fi=3,gi=1,bi=2,hi=1,yi=2;var vi=1001,pr={998:{fieldPresence:1,enumType:2,repeatedFieldEncoding:2,utf8Validation:3,messageEncoding:1,jsonFormat:2,enforceNamingStyle:2,defaultSymbolVisibility:1},999:{fieldPresence:2,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1},1e3:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1},1001:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:1,defaultSymbolVisibility:2}};function dr(e,t){var n,o;let r={kind:"file",proto:e,deprecated:(o=(n=e.options)===null||n===void 0?void 0:n.deprecated)!==null&&o!==void 0?o:!1,edition:xi(e),name:e.name.replace(/\.proto$/,""),dependencies:Ni(e,t),enums:[],messages:[],extensions:[],services:[],toString(){return`file ${e.name}`}},a=new Map,s={get(i){return a.get(i)},add(i){var l;ce(((l=i.proto.options)===null||l===void 0?void 0:l.mapEntry)===!0),a.set(i.typeName,i)}};for(let i of e.enumType)fr(i,r,void 0,t);for(let i of e.messageType)gr(i,r,void 0,t,s);for(let i of e.service)Ei(i,r,t);Nn(r,t);for(let i of a.values())$n(i,t,s);for(let i of r.messages)$n(i,t,s),Nn(i,t);t.addFile(r,!0)}function Nn(e,t){switch(e.kind){case"file":for(let n of e.proto.extension){let o=kn(n,e,t);e.extensions.push(o),t.add(o)}break;case"message":for(let n of e.proto.extension){let o=kn(n,e,t);e.nestedExtensions.push(o),t.add(o)}for(let n of e.nestedMessages)Nn(n,t);break}}function $n(e,t,n){let o=e.proto.oneofDecl.map(a=>Si(a,e)),r=new Set;for(let a of e.proto.field){let s=Ii(a,o),i=kn(a,e,t,s,n);e.fields.push(i),e.field[i.localName]=i,s===void 0?e.members.push(i):(s.fields.push(i),r.has(s)||(r.add(s),e.members.push(s)))}for(let a of o.filter(s=>r.has(s)))e.oneofs.push(a);for(let a of e.nestedMessages)$n(a,t,n)}function fr(e,t,n,o){var r,a,s,i,l;let u=$i(e.name,e.value),p={kind:"enum",proto:e,deprecated:(a=(r=e.options)===null||r===void 0?void 0:r.deprecated)!==null&&a!==void 0?a:!1,file:t,parent:n,open:!0,name:e.name,typeName:Tt(e,n,t),value:{},values:[],sharedPrefix:u,toString(){return`enum ${this.typeName}`}};p.open=Gi(p),o.add(p);for(let h of e.value){let w=h.name;p.values.push(p.value[h.number]={kind:"enum_value",proto:h,deprecated:(i=(s=h.options)===null||s===void 0?void 0:s.deprecated)!==null&&i!==void 0?i:!1,parent:p,name:w,localName:Oe(u==null?w:w.substring(u.length)),number:h.number,toString(){return`enum value ${p.typeName}.${w}`}})}((l=n?.nestedEnums)!==null&&l!==void 0?l:t.enums).push(p)}function gr(e,t,n,o,r){var a,s,i,l;let u={kind:"message",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,file:t,parent:n,name:e.name,typeName:Tt(e,n,t),fields:[],field:{},oneofs:[],members:[],nestedEnums:[],nestedMessages:[],nestedExtensions:[],toString(){return`message ${this.typeName}`}};((i=e.options)===null||i===void 0?void 0:i.mapEntry)===!0?r.add(u):(((l=n?.nestedMessages)!==null&&l!==void 0?l:t.messages).push(u),o.add(u));for(let p of e.enumType)fr(p,t,u,o);for(let p of e.nestedType)gr(p,t,u,o,r)}function Ei(e,t,n){var o,r;let a={kind:"service",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,file:t,name:e.name,typeName:Tt(e,void 0,t),methods:[],method:{},toString(){return`service ${this.typeName}`}};t.services.push(a),n.add(a);for(let s of e.method){let i=wi(s,a,n);a.methods.push(i),a.method[i.localName]=i}}function wi(e,t,n){var o,r,a,s;let i;e.clientStreaming&&e.serverStreaming?i="bidi_streaming":e.clientStreaming?i="client_streaming":e.serverStreaming?i="server_streaming":i="unary";let l=n.getMessage(Se(e.inputType)),u=n.getMessage(Se(e.outputType));ce(l,`invalid MethodDescriptorProto: input_type ${e.inputType} not found`),ce(u,`invalid MethodDescriptorProto: output_type ${e.inputType} not found`);let p=e.name;return{kind:"rpc",proto:e,deprecated:(r=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&r!==void 0?r:!1,parent:t,name:p,localName:Oe(p.length?Oe(p[0].toLowerCase()+p.substring(1)):p),methodKind:i,input:l,output:u,idempotency:(s=(a=e.options)===null||a===void 0?void 0:a.idempotencyLevel)!==null&&s!==void 0?s:pi,toString(){return`rpc ${t.typeName}.${p}`}}}function Si(e,t){return{kind:"oneof",proto:e,deprecated:!1,parent:t,fields:[],name:e.name,localName:Oe(we(e.name)),toString(){return`oneof ${t.typeName}.${this.name}`}}}function kn(e,t,n,o,r){var a,s,i;let l=r===void 0,u={kind:"field",proto:e,deprecated:(s=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&s!==void 0?s:!1,name:e.name,number:e.number,scalar:void 0,message:void 0,enum:void 0,presence:Ai(e,o,l,t),utf8Validation:Mi(e,t),listKind:void 0,mapKind:void 0,mapKey:void 0,delimitedEncoding:void 0,packed:void 0,longAsString:!1,getDefaultValue:void 0};if(l){let f=t.kind=="file"?t:t.file,y=t.kind=="file"?void 0:t,k=Tt(e,y,f);u.kind="extension",u.file=f,u.parent=y,u.oneof=void 0,u.typeName=k,u.jsonName=`[${k}]`,u.toString=()=>`extension ${k}`;let T=n.getMessage(Se(e.extendee));ce(T,`invalid FieldDescriptorProto: extendee ${e.extendee} not found`),u.extendee=T}else{let f=t;ce(f.kind=="message"),u.parent=f,u.oneof=o,u.localName=o?we(e.name):Oe(we(e.name)),u.jsonName=e.jsonName,u.toString=()=>`field ${f.typeName}.${e.name}`}let p=e.label,h=e.type,w=(i=e.options)===null||i===void 0?void 0:i.jstype;if(p===In){let f=h==Qe?r?.get(Se(e.typeName)):void 0;if(f){u.fieldKind="map";let{key:y,value:k}=Ri(f);return u.mapKey=y.scalar,u.mapKind=k.fieldKind,u.message=k.message,u.delimitedEncoding=!1,u.enum=k.enum,u.scalar=k.scalar,u}switch(u.fieldKind="list",h){case Qe:case qe:u.listKind="message",u.message=n.getMessage(Se(e.typeName)),ce(u.message),u.delimitedEncoding=mr(e,t);break;case lr:u.listKind="enum",u.enum=n.getEnum(Se(e.typeName)),ce(u.enum);break;default:u.listKind="scalar",u.scalar=h,u.longAsString=w==ur;break}return u.packed=Ti(e,t),u}switch(h){case Qe:case qe:u.fieldKind="message",u.message=n.getMessage(Se(e.typeName)),ce(u.message,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),u.delimitedEncoding=mr(e,t),u.getDefaultValue=()=>{};break;case lr:{let f=n.getEnum(Se(e.typeName));ce(f!==void 0,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),u.fieldKind="enum",u.enum=n.getEnum(Se(e.typeName)),u.getDefaultValue=()=>Te(e,"defaultValue")?sr(f,e.defaultValue):void 0;break}default:{u.fieldKind="scalar",u.scalar=h,u.longAsString=w==ur,u.getDefaultValue=()=>Te(e,"defaultValue")?ir(h,e.defaultValue):void 0;break}}return u}function xi(e){switch(e.syntax){case"":case"proto2":return ii;case"proto3":return li;case"editions":if(e.edition===ui)return vi;if(e.edition in pr)return e.edition;throw new Error(`${e.name}: unsupported edition`);default:throw new Error(`${e.name}: unsupported syntax "${e.syntax}"`)}}function Ni(e,t){return e.dependency.map(n=>{let o=t.getFile(n);if(!o)throw new Error(`Cannot find ${n}, imported by ${e.name}`);return o})}function $i(e,t){let n=ki(e)+"_";for(let o of t){if(!o.name.toLowerCase().startsWith(n))return;let r=o.name.substring(n.length);if(r.length==0||/^\d/.test(r))return}return n}function ki(e){return(e.substring(0,1)+e.substring(1).replace(/[A-Z]/g,t=>"_"+t)).toLowerCase()}function Tt(e,t,n){let o;return t?o=`${t.typeName}.${e.name}`:n.proto.package.length>0?o=`${n.proto.package}.${e.name}`:o=`${e.name}`,o}function Se(e){return e.startsWith(".")?e.substring(1):e}function Ii(e,t){if(!Te(e,"oneofIndex")||e.proto3Optional)return;let n=t[e.oneofIndex];return ce(n,`invalid FieldDescriptorProto: oneof #${e.oneofIndex} for field #${e.number} not found`),n}function Ai(e,t,n,o){if(e.label==mi)return fi;if(e.label==In)return cr;if(t||e.proto3Optional||n)return xn;let r=Re("fieldPresence",{proto:e,parent:o});return r==cr&&(e.type==Qe||e.type==qe)?xn:r}function Ti(e,t){if(e.label!=In)return!1;switch(e.type){case ci:case di:case qe:case Qe:return!1}let n=e.options;return n&&Te(n,"packed")?n.packed:gi==Re("repeatedFieldEncoding",{proto:e,parent:t})}function Ri(e){let t=e.fields.find(o=>o.number===1),n=e.fields.find(o=>o.number===2);return ce(t&&t.fieldKind=="scalar"&&t.scalar!=c.BYTES&&t.scalar!=c.FLOAT&&t.scalar!=c.DOUBLE&&n&&n.fieldKind!="list"&&n.fieldKind!="map"),{key:t,value:n}}function Gi(e){var t;return hi==Re("enumType",{proto:e.proto,parent:(t=e.parent)!==null&&t!==void 0?t:e.file})}function mr(e,t){return e.type==qe?!0:bi==Re("messageEncoding",{proto:e,parent:t})}function Mi(e,t){return yi==Re("utf8Validation",{proto:e,parent:t})}function Re(e,t){var n,o;let r=(n=t.proto.options)===null||n===void 0?void 0:n.features;if(r){let a=r[e];if(a!=0)return a}if("kind"in t){if(t.kind=="message")return Re(e,(o=t.parent)!==null&&o!==void 0?o:t.file);let a=pr[t.edition];if(!a)throw new Error(`feature default for edition ${t.edition} not found`);return a[e]}return Re(e,t.parent)}function ce(e,t){if(!e)throw new Error(t)}function br(e){let t=_i(e);return t.messageType.forEach(Je),At(t,()=>{}).getFile(t.name)}function _i(e){return Object.assign(Object.create({syntax:"",edition:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FileDescriptorProto",dependency:[],publicDependency:[],weakDependency:[],optionDependency:[],service:[],extension:[]},e),{messageType:e.messageType.map(hr),enumType:e.enumType.map(yr)}))}function hr(e){var t,n,o,r,a,s,i,l;return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.DescriptorProto",name:e.name,field:(n=(t=e.field)===null||t===void 0?void 0:t.map(Li))!==null&&n!==void 0?n:[],extension:[],nestedType:(r=(o=e.nestedType)===null||o===void 0?void 0:o.map(hr))!==null&&r!==void 0?r:[],enumType:(s=(a=e.enumType)===null||a===void 0?void 0:a.map(yr))!==null&&s!==void 0?s:[],extensionRange:(l=(i=e.extensionRange)===null||i===void 0?void 0:i.map(p=>Object.assign({$typeName:"google.protobuf.DescriptorProto.ExtensionRange"},p)))!==null&&l!==void 0?l:[],oneofDecl:[],reservedRange:[],reservedName:[]})}function Li(e){return Object.assign(Object.create({label:1,typeName:"",extendee:"",defaultValue:"",oneofIndex:0,jsonName:"",proto3Optional:!1}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldDescriptorProto"},e),{options:e.options?Ci(e.options):void 0}))}function Ci(e){var t,n,o;return Object.assign(Object.create({ctype:0,packed:!1,jstype:0,lazy:!1,unverifiedLazy:!1,deprecated:!1,weak:!1,debugRedact:!1,retention:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldOptions"},e),{targets:(t=e.targets)!==null&&t!==void 0?t:[],editionDefaults:(o=(n=e.editionDefaults)===null||n===void 0?void 0:n.map(a=>Object.assign({$typeName:"google.protobuf.FieldOptions.EditionDefault"},a)))!==null&&o!==void 0?o:[],uninterpretedOption:[]}))}function yr(e){return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.EnumDescriptorProto",name:e.name,reservedName:[],reservedRange:[],value:e.value.map(n=>Object.assign({$typeName:"google.protobuf.EnumValueDescriptorProto"},n))})}function Ue(e){let t=Vi(),n=e.length*3/4;e[e.length-2]=="="?n-=2:e[e.length-1]=="="&&(n-=1);let o=new Uint8Array(n),r=0,a=0,s,i=0;for(let l=0;l<e.length;l++){if(s=t[e.charCodeAt(l)],s===void 0)switch(e[l]){case"=":a=0;case`
`:case"\r":case"	":case" ":continue;default:throw Error("invalid base64 string")}switch(a){case 0:i=s,a=1;break;case 1:o[r++]=i<<2|(s&48)>>4,i=s,a=2;break;case 2:o[r++]=(i&15)<<4|(s&60)>>2,i=s,a=3;break;case 3:o[r++]=(i&3)<<6|s,a=0;break}}if(a==1)throw Error("invalid base64 string");return o.subarray(0,r)}function An(e,t="std"){let n=Er(t),o=t=="std",r="",a=0,s,i=0;for(let l=0;l<e.length;l++)switch(s=e[l],a){case 0:r+=n[s>>2],i=(s&3)<<4,a=1;break;case 1:r+=n[i|s>>4],i=(s&15)<<2,a=2;break;case 2:r+=n[i|s>>6],r+=n[s&63],a=0;break}return a&&(r+=n[i],o&&(r+="=",a==1&&(r+="="))),r}var Rt,vr,We;function Er(e){return Rt||(Rt="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""),vr=Rt.slice(0,-2).concat("-","_")),e=="url"?vr:Rt}function Vi(){if(!We){We=[];let e=Er("std");for(let t=0;t<e.length;t++)We[e[t].charCodeAt(0)]=t;We[45]=e.indexOf("+"),We[95]=e.indexOf("/")}return We}function et(e,t){return e!==null&&typeof e=="object"&&"$typeName"in e&&typeof e.$typeName=="string"?t===void 0?!0:t.typeName===e.$typeName:!1}var Fi=["FieldValueInvalidError","FieldListRangeError","ForeignFieldError"],Z=class extends Error{constructor(t,n,o="FieldValueInvalidError"){super(n),this.name=o,this.field=()=>t}};function wr(e){return e instanceof Error&&Fi.includes(e.name)&&"field"in e&&typeof e.field=="function"}function ge(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}function tt(e,t){var n,o,r,a;if(ge(e)&&ue in e&&"add"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.listKind==i.listKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function nt(e,t){var n,o,r,a;if(ge(e)&&ue in e&&"has"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.mapKey===i.mapKey&&s.mapKind==i.mapKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((r=s.enum)===null||r===void 0?void 0:r.typeName)===((a=i.enum)===null||a===void 0?void 0:a.typeName)}return!0}return!1}function ot(e,t){return ge(e)&&ue in e&&"desc"in e&&ge(e.desc)&&e.desc.kind==="message"&&(t===void 0||e.desc.typeName==t.typeName)}var Tn=Symbol.for("@bufbuild/protobuf/text-encoding");function rt(){if(globalThis[Tn]==null){let e=new globalThis.TextEncoder,t=new globalThis.TextDecoder,n;globalThis[Tn]={encodeUtf8(o){return e.encode(o)},decodeUtf8(o,r){return r?(n===void 0&&(n=new globalThis.TextDecoder("utf-8",{fatal:!0})),n.decode(o)):t.decode(o)},checkUtf8(o){try{return encodeURIComponent(o),!0}catch{return!1}}}}return globalThis[Tn]}var P;(function(e){e[e.Varint=0]="Varint",e[e.Bit64=1]="Bit64",e[e.LengthDelimited=2]="LengthDelimited",e[e.StartGroup=3]="StartGroup",e[e.EndGroup=4]="EndGroup",e[e.Bit32=5]="Bit32"})(P||(P={}));var Gn=34028234663852886e22,Mn=-34028234663852886e22,_n=4294967295,Ln=2147483647,Cn=-2147483648,De=class{constructor(t=rt().encodeUtf8){this.encodeUtf8=t,this.stack=[],this.chunks=[],this.buf=[]}finish(){this.buf.length&&(this.chunks.push(new Uint8Array(this.buf)),this.buf=[]);let t=0;for(let r=0;r<this.chunks.length;r++)t+=this.chunks[r].length;let n=new Uint8Array(t),o=0;for(let r=0;r<this.chunks.length;r++)n.set(this.chunks[r],o),o+=this.chunks[r].length;return this.chunks=[],n}fork(){return this.stack.push({chunks:this.chunks,buf:this.buf}),this.chunks=[],this.buf=[],this}join(){let t=this.finish(),n=this.stack.pop();if(!n)throw new Error("invalid state, fork stack empty");return this.chunks=n.chunks,this.buf=n.buf,this.uint32(t.byteLength),this.raw(t)}tag(t,n){return this.uint32((t<<3|n)>>>0)}raw(t){return this.buf.length&&(this.chunks.push(new Uint8Array(this.buf)),this.buf=[]),this.chunks.push(t),this}uint32(t){for(Sr(t);t>127;)this.buf.push(t&127|128),t=t>>>7;return this.buf.push(t),this}int32(t){return Rn(t),He(t,this.buf),this}bool(t){return this.buf.push(t?1:0),this}bytes(t){return this.uint32(t.byteLength),this.raw(t)}string(t){let n=this.encodeUtf8(t);return this.uint32(n.byteLength),this.raw(n)}float(t){Oi(t);let n=new Uint8Array(4);return new DataView(n.buffer).setFloat32(0,t,!0),this.raw(n)}double(t){let n=new Uint8Array(8);return new DataView(n.buffer).setFloat64(0,t,!0),this.raw(n)}fixed32(t){Sr(t);let n=new Uint8Array(4);return new DataView(n.buffer).setUint32(0,t,!0),this.raw(n)}sfixed32(t){Rn(t);let n=new Uint8Array(4);return new DataView(n.buffer).setInt32(0,t,!0),this.raw(n)}sint32(t){return Rn(t),t=(t<<1^t>>31)>>>0,He(t,this.buf),this}sfixed64(t){let n=new Uint8Array(8),o=new DataView(n.buffer),r=F.enc(t);return o.setInt32(0,r.lo,!0),o.setInt32(4,r.hi,!0),this.raw(n)}fixed64(t){let n=new Uint8Array(8),o=new DataView(n.buffer),r=F.uEnc(t);return o.setInt32(0,r.lo,!0),o.setInt32(4,r.hi,!0),this.raw(n)}int64(t){let n=F.enc(t);return xt(n.lo,n.hi,this.buf),this}sint64(t){let n=F.enc(t),o=n.hi>>31,r=n.lo<<1^o,a=(n.hi<<1|n.lo>>>31)^o;return xt(r,a,this.buf),this}uint64(t){let n=F.uEnc(t);return xt(n.lo,n.hi,this.buf),this}},Ge=class{constructor(t,n=rt().decodeUtf8){this.decodeUtf8=n,this.varint64=Ho,this.uint32=qo,this.buf=t,this.len=t.length,this.pos=0,this.view=new DataView(t.buffer,t.byteOffset,t.byteLength)}tag(){let t=this.pos,n=this.uint32(),o=this.pos-t;if(o>5||o==5&&this.buf[this.pos-1]>15)throw new Error("illegal tag: varint overflows uint32");let r=n>>>3,a=n&7;if(r<=0||a>5)throw new Error("illegal tag: field no "+r+" wire type "+a);return[r,a]}skip(t,n,o=100){let r=this.pos;switch(t){case P.Varint:for(;this.buf[this.pos++]&128;);break;case P.Bit64:this.pos+=4;case P.Bit32:this.pos+=4;break;case P.LengthDelimited:let a=this.uint32();this.pos+=a;break;case P.StartGroup:if(o<=0)throw new Error("maximum recursion depth reached");for(;;){let[s,i]=this.tag();if(i===P.EndGroup){if(n!==void 0&&s!==n)throw new Error("invalid end group tag");break}this.skip(i,s,o-1)}break;default:throw new Error("cant skip wire type "+t)}return this.assertBounds(),this.buf.subarray(r,this.pos)}assertBounds(){if(this.pos>this.len)throw new RangeError("premature EOF")}int32(){return this.uint32()|0}sint32(){let t=this.uint32();return t>>>1^-(t&1)}int64(){return F.dec(...this.varint64())}uint64(){return F.uDec(...this.varint64())}sint64(){let[t,n]=this.varint64(),o=-(t&1);return t=(t>>>1|(n&1)<<31)^o,n=n>>>1^o,F.dec(t,n)}bool(){let[t,n]=this.varint64();return t!==0||n!==0}fixed32(){return this.view.getUint32((this.pos+=4)-4,!0)}sfixed32(){return this.view.getInt32((this.pos+=4)-4,!0)}fixed64(){return F.uDec(this.sfixed32(),this.sfixed32())}sfixed64(){return F.dec(this.sfixed32(),this.sfixed32())}float(){return this.view.getFloat32((this.pos+=4)-4,!0)}double(){return this.view.getFloat64((this.pos+=8)-8,!0)}bytes(){let t=this.uint32(),n=this.pos;return this.pos+=t,this.assertBounds(),this.buf.subarray(n,n+t)}string(t){return this.decodeUtf8(this.bytes(),t)}};function Rn(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid int32: "+typeof e);if(!Number.isInteger(e)||e>Ln||e<Cn)throw new Error("invalid int32: "+e)}function Sr(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid uint32: "+typeof e);if(!Number.isInteger(e)||e>_n||e<0)throw new Error("invalid uint32: "+e)}function Oi(e){if(typeof e=="string"){let t=e;if(e=Number(e),Number.isNaN(e)&&t!=="NaN")throw new Error("invalid float32: "+t)}else if(typeof e!="number")throw new Error("invalid float32: "+typeof e);if(Number.isFinite(e)&&(e>Gn||e<Mn))throw new Error("invalid float32: "+e)}function xe(e,t){let n=e.fieldKind=="list"?tt(t,e):e.fieldKind=="map"?nt(t,e):On(e,t);if(n===!0)return;let o;switch(e.fieldKind){case"list":o=`expected ${$r(e)}, got ${X(t)}`;break;case"map":o=`expected ${kr(e)}, got ${X(t)}`;break;default:o=Gt(e,t,n)}return new Z(e,o)}function Fn(e,t,n){let o=On(e,n);if(o!==!0)return new Z(e,`list item #${t+1}: ${Gt(e,n,o)}`)}function xr(e,t,n){let o=Vn(t,e.mapKey);if(o!==!0)return new Z(e,`invalid map key: ${Gt({scalar:e.mapKey},t,o)}`);let r=On(e,n);if(r!==!0)return new Z(e,`map entry ${X(t)}: ${Gt(e,n,r)}`)}function On(e,t){return e.scalar!==void 0?Vn(t,e.scalar):e.enum!==void 0?e.enum.open?Vn(t,c.INT32):e.enum.values.some(n=>n.number===t):ot(t,e.message)}function Vn(e,t){switch(t){case c.DOUBLE:return typeof e=="number";case c.FLOAT:return typeof e!="number"?!1:Number.isNaN(e)||!Number.isFinite(e)?!0:e>Gn||e<Mn?`${e.toFixed()} out of range`:!0;case c.INT32:case c.SFIXED32:case c.SINT32:return typeof e!="number"||!Number.isInteger(e)?!1:e>Ln||e<Cn?`${e.toFixed()} out of range`:!0;case c.FIXED32:case c.UINT32:return typeof e!="number"||!Number.isInteger(e)?!1:e>_n||e<0?`${e.toFixed()} out of range`:!0;case c.BOOL:return typeof e=="boolean";case c.STRING:return typeof e!="string"?!1:rt().checkUtf8(e)||"invalid UTF8";case c.BYTES:return e instanceof Uint8Array;case c.INT64:case c.SFIXED64:case c.SINT64:if(typeof e=="bigint"||typeof e=="number"||typeof e=="string"&&e.length>0)try{return F.parse(e),!0}catch{return`${e} out of range`}return!1;case c.FIXED64:case c.UINT64:if(typeof e=="bigint"||typeof e=="number"||typeof e=="string"&&e.length>0)try{return F.uParse(e),!0}catch{return`${e} out of range`}return!1}}function Gt(e,t,n){return n=typeof n=="string"?`: ${n}`:`, got ${X(t)}`,e.scalar!==void 0?`expected ${Wi(e.scalar)}`+n:e.enum!==void 0?`expected ${e.enum.toString()}`+n:`expected ${Nr(e.message)}`+n}function X(e){switch(typeof e){case"object":return e===null?"null":e instanceof Uint8Array?`Uint8Array(${e.length})`:Array.isArray(e)?`Array(${e.length})`:tt(e)?$r(e.field()):nt(e)?kr(e.field()):ot(e)?Nr(e.desc):et(e)?`message ${e.$typeName}`:"object";case"string":return e.length>30?"string":`"${e.split('"').join('\\"')}"`;case"boolean":return String(e);case"number":return String(e);case"bigint":return String(e)+"n";default:return typeof e}}function Nr(e){return`ReflectMessage (${e.typeName})`}function $r(e){switch(e.listKind){case"message":return`ReflectList (${e.message.toString()})`;case"enum":return`ReflectList (${e.enum.toString()})`;case"scalar":return`ReflectList (${c[e.scalar]})`}}function kr(e){switch(e.mapKind){case"message":return`ReflectMap (${c[e.mapKey]}, ${e.message.toString()})`;case"enum":return`ReflectMap (${c[e.mapKey]}, ${e.enum.toString()})`;case"scalar":return`ReflectMap (${c[e.mapKey]}, ${c[e.scalar]})`}}function Wi(e){switch(e){case c.STRING:return"string";case c.BOOL:return"boolean";case c.INT64:case c.SINT64:case c.SFIXED64:return"bigint (int64)";case c.UINT64:case c.FIXED64:return"bigint (uint64)";case c.BYTES:return"Uint8Array";case c.DOUBLE:return"number (float64)";case c.FLOAT:return"number (float32)";case c.FIXED32:case c.UINT32:return"number (uint32)";case c.INT32:case c.SFIXED32:case c.SINT32:return"number (int32)"}}function Ir(e){return Ar(e.$typeName)}function de(e){let t=e.fields[0];return Ar(e.typeName)&&t!==void 0&&t.fieldKind=="scalar"&&t.name=="value"&&t.number==1}function Mt(e){switch(e.typeName){case"google.protobuf.Any":case"google.protobuf.Timestamp":case"google.protobuf.Duration":case"google.protobuf.FieldMask":case"google.protobuf.Struct":case"google.protobuf.Value":case"google.protobuf.ListValue":return!0;default:return de(e)}}function Ar(e){return e.startsWith("google.protobuf.")&&["DoubleValue","FloatValue","Int64Value","UInt64Value","Int32Value","UInt32Value","BoolValue","StringValue","BytesValue"].includes(e.substring(16))}var Ui=999,Di=998,_t=2;function K(e,t){if(et(t,e))return t;let n=Zi(e);return t!==void 0&&Bi(e,n,t),n}function Bi(e,t,n){for(let o of e.members){let r=n[o.localName];if(r==null)continue;let a;if(o.kind=="oneof"){let s=Nt(n,o);if(!s)continue;a=s,r=$t(n,s)}else a=o;switch(a.fieldKind){case"message":r=Un(a,r);break;case"scalar":r=Gr(a,r);break;case"list":r=Pi(a,r);break;case"map":r=zi(a,r);break}kt(t,a,r)}return t}function Gr(e,t){return e.scalar==c.BYTES?Dn(t):t}function zi(e,t){if(ge(t)){if(e.scalar==c.BYTES)return Tr(t,Dn);if(e.mapKind=="message")return Tr(t,n=>Un(e,n))}return t}function Pi(e,t){if(Array.isArray(t)){if(e.scalar==c.BYTES)return t.map(Dn);if(e.listKind=="message")return t.map(n=>Un(e,n))}return t}function Un(e,t){if(e.fieldKind=="message"&&!e.oneof&&de(e.message))return Gr(e.message.fields[0],t);if(ge(t)){if(e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!=="google.protobuf.Value")return t;if(!et(t,e.message))return K(e.message,t)}return t}function Dn(e){return Array.isArray(e)?new Uint8Array(e):e}function Tr(e,t){let n={};for(let o of Object.entries(e))n[o[0]]=t(o[1]);return n}var Yi=Symbol(),Rr=new WeakMap;function Zi(e){let t;if(Xi(e)){let n=Rr.get(e),o,r;if(n)({prototype:o,members:r}=n);else{o={},r=new Set;for(let a of e.members)a.kind!="oneof"&&(a.fieldKind!="scalar"&&a.fieldKind!="enum"||a.presence!=_t&&(r.add(a),o[a.localName]=Wn(a)));Rr.set(e,{prototype:o,members:r})}t=Object.create(o),t.$typeName=e.typeName;for(let a of e.members)r.has(a)||a.kind=="field"&&(a.fieldKind=="message"||(a.fieldKind=="scalar"||a.fieldKind=="enum")&&a.presence!=_t)||(t[a.localName]=Wn(a))}else{t={$typeName:e.typeName};for(let n of e.members)(n.kind=="oneof"||n.presence==_t)&&(t[n.localName]=Wn(n))}return t}function Xi(e){switch(e.file.edition){case Ui:return!1;case Di:return!0;default:return e.fields.some(t=>t.presence!=_t&&t.fieldKind!="message"&&!t.oneof)}}function Wn(e){if(e.kind=="oneof")return{case:void 0};if(e.fieldKind=="list")return[];if(e.fieldKind=="map")return{};if(e.fieldKind=="message")return Yi;let t=e.getDefaultValue();return t!==void 0?e.fieldKind=="scalar"&&e.longAsString?t.toString():t:e.fieldKind=="scalar"?le(e.scalar,e.longAsString):e.enum.values[0].number}var ji=0;function H(e,t,n=!0){return new Ct(e,t,n)}var Mr=new WeakMap,Ct=class{get sortedFields(){let t=Mr.get(this.desc);if(t)return t;let n=this.desc.fields.concat().sort((o,r)=>o.number-r.number);return Mr.set(this.desc,n),n}constructor(t,n,o=!0){this.lists=new Map,this.maps=new Map,this.check=o,this.desc=t,this.message=this[ue]=n??K(t),this.fields=t.fields,this.oneofs=t.oneofs,this.members=t.members}findNumber(t){return this._fieldsByNumber||(this._fieldsByNumber=new Map(this.desc.fields.map(n=>[n.number,n]))),this._fieldsByNumber.get(t)}oneofCase(t){return at(this.message,t),Nt(this.message,t)}isSet(t){return at(this.message,t),rr(this.message,t)}clear(t){at(this.message,t),ar(this.message,t)}get(t){at(this.message,t);let n=$t(this.message,t);switch(t.fieldKind){case"list":let o=this.lists.get(t);return(!o||o[ue]!==n)&&this.lists.set(t,o=new Pn(t,n,this.check)),o;case"map":let r=this.maps.get(t);return(!r||r[ue]!==n)&&this.maps.set(t,r=new Yn(t,n,this.check)),r;case"message":return Xn(t,n,this.check);case"scalar":return n===void 0?le(t.scalar,!1):jn(t,n);case"enum":return n??t.enum.values[0].number}}set(t,n){if(at(this.message,t),this.check){let r=xe(t,n);if(r)throw r}let o;t.fieldKind=="message"?o=Zn(t,n):nt(n)||tt(n)?o=n[ue]:o=Kn(t,n),kt(this.message,t,o)}getUnknown(){return this.message.$unknown}setUnknown(t){this.message.$unknown=t}};function at(e,t){if(t.parent.typeName!==e.$typeName)throw new Z(t,`cannot use ${t.toString()} with message ${e.$typeName}`,"ForeignFieldError")}var Pn=class{field(){return this._field}get size(){return this._arr.length}constructor(t,n,o){this._field=t,this._arr=this[ue]=n,this.check=o}get(t){let n=this._arr[t];return n===void 0?void 0:Bn(this._field,n,this.check)}set(t,n){if(t<0||t>=this._arr.length)throw new Z(this._field,`list item #${t+1}: out of range`);if(this.check){let o=Fn(this._field,t,n);if(o)throw o}this._arr[t]=_r(this._field,n)}add(t){if(this.check){let n=Fn(this._field,this._arr.length,t);if(n)throw n}this._arr.push(_r(this._field,t))}clear(){this._arr.splice(0,this._arr.length)}[Symbol.iterator](){return this.values()}keys(){return this._arr.keys()}*values(){for(let t of this._arr)yield Bn(this._field,t,this.check)}*entries(){for(let t=0;t<this._arr.length;t++)yield[t,Bn(this._field,this._arr[t],this.check)]}};var Yn=class{constructor(t,n,o=!0){this.obj=this[ue]=n??{},this.check=o,this._field=t}field(){return this._field}set(t,n){if(this.check){let o=xr(this._field,t,n);if(o)throw o}return this.obj[Lt(t)]=Ki(this._field,n),this}delete(t){let n=Lt(t),o=Object.prototype.hasOwnProperty.call(this.obj,n);return o&&delete this.obj[n],o}clear(){for(let t of Object.keys(this.obj))delete this.obj[t]}get(t){let n=this.obj[Lt(t)];return n!==void 0&&(n=zn(this._field,n,this.check)),n}has(t){return Object.prototype.hasOwnProperty.call(this.obj,Lt(t))}*keys(){for(let t of Object.keys(this.obj))yield Lr(t,this._field.mapKey)}*entries(){for(let t of Object.entries(this.obj))yield[Lr(t[0],this._field.mapKey),zn(this._field,t[1],this.check)]}[Symbol.iterator](){return this.entries()}get size(){return Object.keys(this.obj).length}*values(){for(let t of Object.values(this.obj))yield zn(this._field,t,this.check)}forEach(t,n){for(let o of this.entries())t.call(n,o[1],o[0],this)}};function Zn(e,t){return ot(t)?Ir(t.message)&&!e.oneof&&e.fieldKind=="message"?t.message.value:t.desc.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"?Vr(t.message):t.message:t}function Xn(e,t,n){return t!==void 0&&(de(e.message)&&!e.oneof&&e.fieldKind=="message"?t={$typeName:e.message.typeName,value:jn(e.message.fields[0],t)}:e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"&&ge(t)&&(t=Cr(t))),new Ct(e.message,t,n)}function _r(e,t){return e.listKind=="message"?Zn(e,t):Kn(e,t)}function Bn(e,t,n){return e.listKind=="message"?Xn(e,t,n):jn(e,t)}function Ki(e,t){return e.mapKind=="message"?Zn(e,t):Kn(e,t)}function zn(e,t,n){return e.mapKind=="message"?Xn(e,t,n):t}function Lt(e){return typeof e=="string"||typeof e=="number"?e:String(e)}function Lr(e,t){switch(t){case c.STRING:return e;case c.INT32:case c.FIXED32:case c.UINT32:case c.SFIXED32:case c.SINT32:{let n=Number.parseInt(e);if(Number.isFinite(n))return n;break}case c.BOOL:switch(e){case"true":return!0;case"false":return!1}break;case c.UINT64:case c.FIXED64:try{return F.uParse(e)}catch{}break;default:try{return F.parse(e)}catch{}break}return e}function jn(e,t){switch(e.scalar){case c.INT64:case c.SFIXED64:case c.SINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=F.parse(t));break;case c.FIXED64:case c.UINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=F.uParse(t));break}return t}function Kn(e,t){switch(e.scalar){case c.INT64:case c.SFIXED64:case c.SINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=F.parse(t));break;case c.FIXED64:case c.UINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=F.uParse(t));break}return t}function Cr(e){let t={$typeName:"google.protobuf.Struct",fields:{}};if(ge(e))for(let[n,o]of Object.entries(e))t.fields[n]=Or(o);return t}function Vr(e){let t={};for(let[n,o]of Object.entries(e.fields))t[n]=Fr(o);return t}function Fr(e){switch(e.kind.case){case"structValue":return Vr(e.kind.value);case"listValue":return e.kind.value.values.map(Fr);case"nullValue":case void 0:return null;default:return e.kind.value}}function Or(e){let t={$typeName:"google.protobuf.Value",kind:{case:void 0}};switch(typeof e){case"number":t.kind={case:"numberValue",value:e};break;case"string":t.kind={case:"stringValue",value:e};break;case"boolean":t.kind={case:"boolValue",value:e};break;case"object":if(e===null)t.kind={case:"nullValue",value:ji};else if(Array.isArray(e)){let n={$typeName:"google.protobuf.ListValue",values:[]};if(Array.isArray(e))for(let o of e)n.values.push(Or(o));t.kind={case:"listValue",value:n}}else t.kind={case:"structValue",value:Cr(e)};break}return t}var Hi=3,Wr={writeUnknownFields:!0};function Ji(e){return e?Object.assign(Object.assign({},Wr),e):Wr}function Be(e,t,n){return Vt(new De,Ji(n),H(e,t)).finish()}function Vt(e,t,n){var o;for(let r of n.sortedFields){if(!n.isSet(r)){if(r.presence==Hi)throw new Error(`cannot encode ${r} to binary: required field not set`);continue}Hn(e,t,n,r)}if(t.writeUnknownFields)for(let{no:r,wireType:a,data:s}of(o=n.getUnknown())!==null&&o!==void 0?o:[])e.tag(r,a).raw(s);return e}function Hn(e,t,n,o){var r;switch(o.fieldKind){case"scalar":case"enum":Ft(e,n.desc.typeName,o.name,(r=o.scalar)!==null&&r!==void 0?r:c.INT32,o.number,n.get(o));break;case"list":Qi(e,t,o,n.get(o));break;case"message":Ur(e,t,o,n.get(o));break;case"map":for(let[a,s]of n.get(o))qi(e,t,o,a,s);break}}function Ft(e,t,n,o,r,a){Dr(e.tag(r,el(o)),t,n,o,a)}function Ur(e,t,n,o){n.delimitedEncoding?Vt(e.tag(n.number,P.StartGroup),t,o).tag(n.number,P.EndGroup):Vt(e.tag(n.number,P.LengthDelimited).fork(),t,o).join()}function Qi(e,t,n,o){var r;if(n.listKind=="message"){for(let s of o)Ur(e,t,n,s);return}let a=(r=n.scalar)!==null&&r!==void 0?r:c.INT32;if(n.packed){if(!o.size)return;e.tag(n.number,P.LengthDelimited).fork();for(let s of o)Dr(e,n.parent.typeName,n.name,a,s);e.join();return}for(let s of o)Ft(e,n.parent.typeName,n.name,a,n.number,s)}function qi(e,t,n,o,r){var a;switch(e.tag(n.number,P.LengthDelimited).fork(),Ft(e,n.parent.typeName,n.name,n.mapKey,1,o),n.mapKind){case"scalar":case"enum":Ft(e,n.parent.typeName,n.name,(a=n.scalar)!==null&&a!==void 0?a:c.INT32,2,r);break;case"message":Vt(e.tag(2,P.LengthDelimited).fork(),t,r).join();break}e.join()}function Dr(e,t,n,o,r){try{switch(o){case c.STRING:e.string(r);break;case c.BOOL:e.bool(r);break;case c.DOUBLE:e.double(r);break;case c.FLOAT:e.float(r);break;case c.INT32:e.int32(r);break;case c.INT64:e.int64(r);break;case c.UINT64:e.uint64(r);break;case c.FIXED64:e.fixed64(r);break;case c.BYTES:e.bytes(r);break;case c.FIXED32:e.fixed32(r);break;case c.SFIXED32:e.sfixed32(r);break;case c.SFIXED64:e.sfixed64(r);break;case c.SINT64:e.sint64(r);break;case c.UINT32:e.uint32(r);break;case c.SINT32:e.sint32(r);break}}catch(a){throw a instanceof Error?new Error(`cannot encode field ${t}.${n} to binary: ${a.message}`):a}}function el(e){switch(e){case c.BYTES:case c.STRING:return P.LengthDelimited;case c.DOUBLE:case c.FIXED64:case c.SFIXED64:return P.Bit64;case c.FIXED32:case c.SFIXED32:case c.FLOAT:return P.Bit32;default:return P.Varint}}function ae(e,t,...n){return n.reduce((o,r)=>o.nestedMessages[r],e.messages[t])}var tl=br({name:"google/protobuf/descriptor.proto",package:"google.protobuf",messageType:[{name:"FileDescriptorSet",field:[{name:"file",number:1,type:11,label:3,typeName:".google.protobuf.FileDescriptorProto"}],extensionRange:[{start:536e6,end:536000001}]},{name:"FileDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"package",number:2,type:9,label:1},{name:"dependency",number:3,type:9,label:3},{name:"public_dependency",number:10,type:5,label:3},{name:"weak_dependency",number:11,type:5,label:3},{name:"option_dependency",number:15,type:9,label:3},{name:"message_type",number:4,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:5,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"service",number:6,type:11,label:3,typeName:".google.protobuf.ServiceDescriptorProto"},{name:"extension",number:7,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FileOptions"},{name:"source_code_info",number:9,type:11,label:1,typeName:".google.protobuf.SourceCodeInfo"},{name:"syntax",number:12,type:9,label:1},{name:"edition",number:14,type:14,label:1,typeName:".google.protobuf.Edition"}]},{name:"DescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"field",number:2,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"extension",number:6,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"nested_type",number:3,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"extension_range",number:5,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ExtensionRange"},{name:"oneof_decl",number:8,type:11,label:3,typeName:".google.protobuf.OneofDescriptorProto"},{name:"options",number:7,type:11,label:1,typeName:".google.protobuf.MessageOptions"},{name:"reserved_range",number:9,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ReservedRange"},{name:"reserved_name",number:10,type:9,label:3},{name:"visibility",number:11,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"ExtensionRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ExtensionRangeOptions"}]},{name:"ReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"ExtensionRangeOptions",field:[{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"},{name:"declaration",number:2,type:11,label:3,typeName:".google.protobuf.ExtensionRangeOptions.Declaration",options:{retention:2}},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"verification",number:3,type:14,label:1,typeName:".google.protobuf.ExtensionRangeOptions.VerificationState",defaultValue:"UNVERIFIED",options:{retention:2}}],nestedType:[{name:"Declaration",field:[{name:"number",number:1,type:5,label:1},{name:"full_name",number:2,type:9,label:1},{name:"type",number:3,type:9,label:1},{name:"reserved",number:5,type:8,label:1},{name:"repeated",number:6,type:8,label:1}]}],enumType:[{name:"VerificationState",value:[{name:"DECLARATION",number:0},{name:"UNVERIFIED",number:1}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"FieldDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:3,type:5,label:1},{name:"label",number:4,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Label"},{name:"type",number:5,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Type"},{name:"type_name",number:6,type:9,label:1},{name:"extendee",number:2,type:9,label:1},{name:"default_value",number:7,type:9,label:1},{name:"oneof_index",number:9,type:5,label:1},{name:"json_name",number:10,type:9,label:1},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FieldOptions"},{name:"proto3_optional",number:17,type:8,label:1}],enumType:[{name:"Type",value:[{name:"TYPE_DOUBLE",number:1},{name:"TYPE_FLOAT",number:2},{name:"TYPE_INT64",number:3},{name:"TYPE_UINT64",number:4},{name:"TYPE_INT32",number:5},{name:"TYPE_FIXED64",number:6},{name:"TYPE_FIXED32",number:7},{name:"TYPE_BOOL",number:8},{name:"TYPE_STRING",number:9},{name:"TYPE_GROUP",number:10},{name:"TYPE_MESSAGE",number:11},{name:"TYPE_BYTES",number:12},{name:"TYPE_UINT32",number:13},{name:"TYPE_ENUM",number:14},{name:"TYPE_SFIXED32",number:15},{name:"TYPE_SFIXED64",number:16},{name:"TYPE_SINT32",number:17},{name:"TYPE_SINT64",number:18}]},{name:"Label",value:[{name:"LABEL_OPTIONAL",number:1},{name:"LABEL_REPEATED",number:3},{name:"LABEL_REQUIRED",number:2}]}]},{name:"OneofDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"options",number:2,type:11,label:1,typeName:".google.protobuf.OneofOptions"}]},{name:"EnumDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"value",number:2,type:11,label:3,typeName:".google.protobuf.EnumValueDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumOptions"},{name:"reserved_range",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto.EnumReservedRange"},{name:"reserved_name",number:5,type:9,label:3},{name:"visibility",number:6,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"EnumReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"EnumValueDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumValueOptions"}]},{name:"ServiceDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"method",number:2,type:11,label:3,typeName:".google.protobuf.MethodDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ServiceOptions"}]},{name:"MethodDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"input_type",number:2,type:9,label:1},{name:"output_type",number:3,type:9,label:1},{name:"options",number:4,type:11,label:1,typeName:".google.protobuf.MethodOptions"},{name:"client_streaming",number:5,type:8,label:1,defaultValue:"false"},{name:"server_streaming",number:6,type:8,label:1,defaultValue:"false"}]},{name:"FileOptions",field:[{name:"java_package",number:1,type:9,label:1},{name:"java_outer_classname",number:8,type:9,label:1},{name:"java_multiple_files",number:10,type:8,label:1,defaultValue:"false",options:{}},{name:"java_generate_equals_and_hash",number:20,type:8,label:1,options:{deprecated:!0}},{name:"java_string_check_utf8",number:27,type:8,label:1,defaultValue:"false"},{name:"optimize_for",number:9,type:14,label:1,typeName:".google.protobuf.FileOptions.OptimizeMode",defaultValue:"SPEED"},{name:"go_package",number:11,type:9,label:1},{name:"cc_generic_services",number:16,type:8,label:1,defaultValue:"false"},{name:"java_generic_services",number:17,type:8,label:1,defaultValue:"false"},{name:"py_generic_services",number:18,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:23,type:8,label:1,defaultValue:"false"},{name:"cc_enable_arenas",number:31,type:8,label:1,defaultValue:"true"},{name:"objc_class_prefix",number:36,type:9,label:1},{name:"csharp_namespace",number:37,type:9,label:1},{name:"swift_prefix",number:39,type:9,label:1},{name:"php_class_prefix",number:40,type:9,label:1},{name:"php_namespace",number:41,type:9,label:1},{name:"php_metadata_namespace",number:44,type:9,label:1},{name:"ruby_package",number:45,type:9,label:1},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"OptimizeMode",value:[{name:"SPEED",number:1},{name:"CODE_SIZE",number:2},{name:"LITE_RUNTIME",number:3}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"MessageOptions",field:[{name:"message_set_wire_format",number:1,type:8,label:1,defaultValue:"false"},{name:"no_standard_descriptor_accessor",number:2,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"map_entry",number:7,type:8,label:1},{name:"deprecated_legacy_json_field_conflicts",number:11,type:8,label:1,options:{deprecated:!0}},{name:"features",number:12,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"FieldOptions",field:[{name:"ctype",number:1,type:14,label:1,typeName:".google.protobuf.FieldOptions.CType",defaultValue:"STRING"},{name:"packed",number:2,type:8,label:1},{name:"jstype",number:6,type:14,label:1,typeName:".google.protobuf.FieldOptions.JSType",defaultValue:"JS_NORMAL"},{name:"lazy",number:5,type:8,label:1,defaultValue:"false"},{name:"unverified_lazy",number:15,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"weak",number:10,type:8,label:1,defaultValue:"false",options:{deprecated:!0}},{name:"debug_redact",number:16,type:8,label:1,defaultValue:"false"},{name:"retention",number:17,type:14,label:1,typeName:".google.protobuf.FieldOptions.OptionRetention"},{name:"targets",number:19,type:14,label:3,typeName:".google.protobuf.FieldOptions.OptionTargetType"},{name:"edition_defaults",number:20,type:11,label:3,typeName:".google.protobuf.FieldOptions.EditionDefault"},{name:"features",number:21,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"feature_support",number:22,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],nestedType:[{name:"EditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"value",number:2,type:9,label:1}]},{name:"FeatureSupport",field:[{name:"edition_introduced",number:1,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"edition_deprecated",number:2,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"deprecation_warning",number:3,type:9,label:1},{name:"edition_removed",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"removal_error",number:5,type:9,label:1}]}],enumType:[{name:"CType",value:[{name:"STRING",number:0},{name:"CORD",number:1},{name:"STRING_PIECE",number:2}]},{name:"JSType",value:[{name:"JS_NORMAL",number:0},{name:"JS_STRING",number:1},{name:"JS_NUMBER",number:2}]},{name:"OptionRetention",value:[{name:"RETENTION_UNKNOWN",number:0},{name:"RETENTION_RUNTIME",number:1},{name:"RETENTION_SOURCE",number:2}]},{name:"OptionTargetType",value:[{name:"TARGET_TYPE_UNKNOWN",number:0},{name:"TARGET_TYPE_FILE",number:1},{name:"TARGET_TYPE_EXTENSION_RANGE",number:2},{name:"TARGET_TYPE_MESSAGE",number:3},{name:"TARGET_TYPE_FIELD",number:4},{name:"TARGET_TYPE_ONEOF",number:5},{name:"TARGET_TYPE_ENUM",number:6},{name:"TARGET_TYPE_ENUM_ENTRY",number:7},{name:"TARGET_TYPE_SERVICE",number:8},{name:"TARGET_TYPE_METHOD",number:9}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"OneofOptions",field:[{name:"features",number:1,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"EnumOptions",field:[{name:"allow_alias",number:2,type:8,label:1},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"deprecated_legacy_json_field_conflicts",number:6,type:8,label:1,options:{deprecated:!0}},{name:"features",number:7,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"EnumValueOptions",field:[{name:"deprecated",number:1,type:8,label:1,defaultValue:"false"},{name:"features",number:2,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"debug_redact",number:3,type:8,label:1,defaultValue:"false"},{name:"feature_support",number:4,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"ServiceOptions",field:[{name:"features",number:34,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"MethodOptions",field:[{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"idempotency_level",number:34,type:14,label:1,typeName:".google.protobuf.MethodOptions.IdempotencyLevel",defaultValue:"IDEMPOTENCY_UNKNOWN"},{name:"features",number:35,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"IdempotencyLevel",value:[{name:"IDEMPOTENCY_UNKNOWN",number:0},{name:"NO_SIDE_EFFECTS",number:1},{name:"IDEMPOTENT",number:2}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"UninterpretedOption",field:[{name:"name",number:2,type:11,label:3,typeName:".google.protobuf.UninterpretedOption.NamePart"},{name:"identifier_value",number:3,type:9,label:1},{name:"positive_int_value",number:4,type:4,label:1},{name:"negative_int_value",number:5,type:3,label:1},{name:"double_value",number:6,type:1,label:1},{name:"string_value",number:7,type:12,label:1},{name:"aggregate_value",number:8,type:9,label:1}],nestedType:[{name:"NamePart",field:[{name:"name_part",number:1,type:9,label:2},{name:"is_extension",number:2,type:8,label:2}]}]},{name:"FeatureSet",field:[{name:"field_presence",number:1,type:14,label:1,typeName:".google.protobuf.FeatureSet.FieldPresence",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPLICIT",edition:900},{value:"IMPLICIT",edition:999},{value:"EXPLICIT",edition:1e3}]}},{name:"enum_type",number:2,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnumType",options:{retention:1,targets:[6,1],editionDefaults:[{value:"CLOSED",edition:900},{value:"OPEN",edition:999}]}},{name:"repeated_field_encoding",number:3,type:14,label:1,typeName:".google.protobuf.FeatureSet.RepeatedFieldEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPANDED",edition:900},{value:"PACKED",edition:999}]}},{name:"utf8_validation",number:4,type:14,label:1,typeName:".google.protobuf.FeatureSet.Utf8Validation",options:{retention:1,targets:[4,1],editionDefaults:[{value:"NONE",edition:900},{value:"VERIFY",edition:999}]}},{name:"message_encoding",number:5,type:14,label:1,typeName:".google.protobuf.FeatureSet.MessageEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"LENGTH_PREFIXED",edition:900}]}},{name:"json_format",number:6,type:14,label:1,typeName:".google.protobuf.FeatureSet.JsonFormat",options:{retention:1,targets:[3,6,1],editionDefaults:[{value:"LEGACY_BEST_EFFORT",edition:900},{value:"ALLOW",edition:999}]}},{name:"enforce_naming_style",number:7,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnforceNamingStyle",options:{retention:2,targets:[1,2,3,4,5,6,7,8,9],editionDefaults:[{value:"STYLE_LEGACY",edition:900},{value:"STYLE2024",edition:1001}]}},{name:"default_symbol_visibility",number:8,type:14,label:1,typeName:".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility",options:{retention:2,targets:[1],editionDefaults:[{value:"EXPORT_ALL",edition:900},{value:"EXPORT_TOP_LEVEL",edition:1001}]}}],nestedType:[{name:"VisibilityFeature",enumType:[{name:"DefaultSymbolVisibility",value:[{name:"DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",number:0},{name:"EXPORT_ALL",number:1},{name:"EXPORT_TOP_LEVEL",number:2},{name:"LOCAL_ALL",number:3},{name:"STRICT",number:4}]}]}],enumType:[{name:"FieldPresence",value:[{name:"FIELD_PRESENCE_UNKNOWN",number:0},{name:"EXPLICIT",number:1},{name:"IMPLICIT",number:2},{name:"LEGACY_REQUIRED",number:3}]},{name:"EnumType",value:[{name:"ENUM_TYPE_UNKNOWN",number:0},{name:"OPEN",number:1},{name:"CLOSED",number:2}]},{name:"RepeatedFieldEncoding",value:[{name:"REPEATED_FIELD_ENCODING_UNKNOWN",number:0},{name:"PACKED",number:1},{name:"EXPANDED",number:2}]},{name:"Utf8Validation",value:[{name:"UTF8_VALIDATION_UNKNOWN",number:0},{name:"VERIFY",number:2},{name:"NONE",number:3}]},{name:"MessageEncoding",value:[{name:"MESSAGE_ENCODING_UNKNOWN",number:0},{name:"LENGTH_PREFIXED",number:1},{name:"DELIMITED",number:2}]},{name:"JsonFormat",value:[{name:"JSON_FORMAT_UNKNOWN",number:0},{name:"ALLOW",number:1},{name:"LEGACY_BEST_EFFORT",number:2}]},{name:"EnforceNamingStyle",value:[{name:"ENFORCE_NAMING_STYLE_UNKNOWN",number:0},{name:"STYLE2024",number:1},{name:"STYLE_LEGACY",number:2}]}],extensionRange:[{start:1e3,end:9995},{start:9995,end:1e4},{start:1e4,end:10001}]},{name:"FeatureSetDefaults",field:[{name:"defaults",number:1,type:11,label:3,typeName:".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault"},{name:"minimum_edition",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"maximum_edition",number:5,type:14,label:1,typeName:".google.protobuf.Edition"}],nestedType:[{name:"FeatureSetEditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"overridable_features",number:4,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"fixed_features",number:5,type:11,label:1,typeName:".google.protobuf.FeatureSet"}]}]},{name:"SourceCodeInfo",field:[{name:"location",number:1,type:11,label:3,typeName:".google.protobuf.SourceCodeInfo.Location"}],nestedType:[{name:"Location",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"span",number:2,type:5,label:3,options:{packed:!0}},{name:"leading_comments",number:3,type:9,label:1},{name:"trailing_comments",number:4,type:9,label:1},{name:"leading_detached_comments",number:6,type:9,label:3}]}],extensionRange:[{start:536e6,end:536000001}]},{name:"GeneratedCodeInfo",field:[{name:"annotation",number:1,type:11,label:3,typeName:".google.protobuf.GeneratedCodeInfo.Annotation"}],nestedType:[{name:"Annotation",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"source_file",number:2,type:9,label:1},{name:"begin",number:3,type:5,label:1},{name:"end",number:4,type:5,label:1},{name:"semantic",number:5,type:14,label:1,typeName:".google.protobuf.GeneratedCodeInfo.Annotation.Semantic"}],enumType:[{name:"Semantic",value:[{name:"NONE",number:0},{name:"SET",number:1},{name:"ALIAS",number:2}]}]}]}],enumType:[{name:"Edition",value:[{name:"EDITION_UNKNOWN",number:0},{name:"EDITION_LEGACY",number:900},{name:"EDITION_PROTO2",number:998},{name:"EDITION_PROTO3",number:999},{name:"EDITION_2023",number:1e3},{name:"EDITION_2024",number:1001},{name:"EDITION_UNSTABLE",number:9999},{name:"EDITION_1_TEST_ONLY",number:1},{name:"EDITION_2_TEST_ONLY",number:2},{name:"EDITION_99997_TEST_ONLY",number:99997},{name:"EDITION_99998_TEST_ONLY",number:99998},{name:"EDITION_99999_TEST_ONLY",number:99999},{name:"EDITION_MAX",number:2147483647}]},{name:"SymbolVisibility",value:[{name:"VISIBILITY_UNSET",number:0},{name:"VISIBILITY_LOCAL",number:1},{name:"VISIBILITY_EXPORT",number:2}]}]});var la=ae(tl,1);var Br;(function(e){e[e.DECLARATION=0]="DECLARATION",e[e.UNVERIFIED=1]="UNVERIFIED"})(Br||(Br={}));var zr;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.GROUP=10]="GROUP",e[e.MESSAGE=11]="MESSAGE",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.ENUM=14]="ENUM",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(zr||(zr={}));var Pr;(function(e){e[e.OPTIONAL=1]="OPTIONAL",e[e.REPEATED=3]="REPEATED",e[e.REQUIRED=2]="REQUIRED"})(Pr||(Pr={}));var Yr;(function(e){e[e.SPEED=1]="SPEED",e[e.CODE_SIZE=2]="CODE_SIZE",e[e.LITE_RUNTIME=3]="LITE_RUNTIME"})(Yr||(Yr={}));var Zr;(function(e){e[e.STRING=0]="STRING",e[e.CORD=1]="CORD",e[e.STRING_PIECE=2]="STRING_PIECE"})(Zr||(Zr={}));var Xr;(function(e){e[e.JS_NORMAL=0]="JS_NORMAL",e[e.JS_STRING=1]="JS_STRING",e[e.JS_NUMBER=2]="JS_NUMBER"})(Xr||(Xr={}));var jr;(function(e){e[e.RETENTION_UNKNOWN=0]="RETENTION_UNKNOWN",e[e.RETENTION_RUNTIME=1]="RETENTION_RUNTIME",e[e.RETENTION_SOURCE=2]="RETENTION_SOURCE"})(jr||(jr={}));var Kr;(function(e){e[e.TARGET_TYPE_UNKNOWN=0]="TARGET_TYPE_UNKNOWN",e[e.TARGET_TYPE_FILE=1]="TARGET_TYPE_FILE",e[e.TARGET_TYPE_EXTENSION_RANGE=2]="TARGET_TYPE_EXTENSION_RANGE",e[e.TARGET_TYPE_MESSAGE=3]="TARGET_TYPE_MESSAGE",e[e.TARGET_TYPE_FIELD=4]="TARGET_TYPE_FIELD",e[e.TARGET_TYPE_ONEOF=5]="TARGET_TYPE_ONEOF",e[e.TARGET_TYPE_ENUM=6]="TARGET_TYPE_ENUM",e[e.TARGET_TYPE_ENUM_ENTRY=7]="TARGET_TYPE_ENUM_ENTRY",e[e.TARGET_TYPE_SERVICE=8]="TARGET_TYPE_SERVICE",e[e.TARGET_TYPE_METHOD=9]="TARGET_TYPE_METHOD"})(Kr||(Kr={}));var Hr;(function(e){e[e.IDEMPOTENCY_UNKNOWN=0]="IDEMPOTENCY_UNKNOWN",e[e.NO_SIDE_EFFECTS=1]="NO_SIDE_EFFECTS",e[e.IDEMPOTENT=2]="IDEMPOTENT"})(Hr||(Hr={}));var Jr;(function(e){e[e.DEFAULT_SYMBOL_VISIBILITY_UNKNOWN=0]="DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",e[e.EXPORT_ALL=1]="EXPORT_ALL",e[e.EXPORT_TOP_LEVEL=2]="EXPORT_TOP_LEVEL",e[e.LOCAL_ALL=3]="LOCAL_ALL",e[e.STRICT=4]="STRICT"})(Jr||(Jr={}));var Qr;(function(e){e[e.FIELD_PRESENCE_UNKNOWN=0]="FIELD_PRESENCE_UNKNOWN",e[e.EXPLICIT=1]="EXPLICIT",e[e.IMPLICIT=2]="IMPLICIT",e[e.LEGACY_REQUIRED=3]="LEGACY_REQUIRED"})(Qr||(Qr={}));var qr;(function(e){e[e.ENUM_TYPE_UNKNOWN=0]="ENUM_TYPE_UNKNOWN",e[e.OPEN=1]="OPEN",e[e.CLOSED=2]="CLOSED"})(qr||(qr={}));var ea;(function(e){e[e.REPEATED_FIELD_ENCODING_UNKNOWN=0]="REPEATED_FIELD_ENCODING_UNKNOWN",e[e.PACKED=1]="PACKED",e[e.EXPANDED=2]="EXPANDED"})(ea||(ea={}));var ta;(function(e){e[e.UTF8_VALIDATION_UNKNOWN=0]="UTF8_VALIDATION_UNKNOWN",e[e.VERIFY=2]="VERIFY",e[e.NONE=3]="NONE"})(ta||(ta={}));var na;(function(e){e[e.MESSAGE_ENCODING_UNKNOWN=0]="MESSAGE_ENCODING_UNKNOWN",e[e.LENGTH_PREFIXED=1]="LENGTH_PREFIXED",e[e.DELIMITED=2]="DELIMITED"})(na||(na={}));var oa;(function(e){e[e.JSON_FORMAT_UNKNOWN=0]="JSON_FORMAT_UNKNOWN",e[e.ALLOW=1]="ALLOW",e[e.LEGACY_BEST_EFFORT=2]="LEGACY_BEST_EFFORT"})(oa||(oa={}));var ra;(function(e){e[e.ENFORCE_NAMING_STYLE_UNKNOWN=0]="ENFORCE_NAMING_STYLE_UNKNOWN",e[e.STYLE2024=1]="STYLE2024",e[e.STYLE_LEGACY=2]="STYLE_LEGACY"})(ra||(ra={}));var aa;(function(e){e[e.NONE=0]="NONE",e[e.SET=1]="SET",e[e.ALIAS=2]="ALIAS"})(aa||(aa={}));var sa;(function(e){e[e.EDITION_UNKNOWN=0]="EDITION_UNKNOWN",e[e.EDITION_LEGACY=900]="EDITION_LEGACY",e[e.EDITION_PROTO2=998]="EDITION_PROTO2",e[e.EDITION_PROTO3=999]="EDITION_PROTO3",e[e.EDITION_2023=1e3]="EDITION_2023",e[e.EDITION_2024=1001]="EDITION_2024",e[e.EDITION_UNSTABLE=9999]="EDITION_UNSTABLE",e[e.EDITION_1_TEST_ONLY=1]="EDITION_1_TEST_ONLY",e[e.EDITION_2_TEST_ONLY=2]="EDITION_2_TEST_ONLY",e[e.EDITION_99997_TEST_ONLY=99997]="EDITION_99997_TEST_ONLY",e[e.EDITION_99998_TEST_ONLY=99998]="EDITION_99998_TEST_ONLY",e[e.EDITION_99999_TEST_ONLY=99999]="EDITION_99999_TEST_ONLY",e[e.EDITION_MAX=2147483647]="EDITION_MAX"})(sa||(sa={}));var ia;(function(e){e[e.VISIBILITY_UNSET=0]="VISIBILITY_UNSET",e[e.VISIBILITY_LOCAL=1]="VISIBILITY_LOCAL",e[e.VISIBILITY_EXPORT=2]="VISIBILITY_EXPORT"})(ia||(ia={}));function Jn(e){return Object.assign(Object.assign({readUnknownFields:!0,recursionLimit:100},e),{depth:0})}function me(e,t,n){let o=H(e,void 0,!1);return ua(o,new Ge(t),Jn(n),!1,t.byteLength),o.message}function ua(e,t,n,o,r){var a;if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.desc} from binary: maximum recursion depth of ${n.recursionLimit} reached`);let s=o?t.len:t.pos+r,i,l,u=(a=e.getUnknown())!==null&&a!==void 0?a:[];for(;t.pos<s&&([i,l]=t.tag(),!(o&&l==P.EndGroup));){let p=e.findNumber(i);if(!p){let h=n.recursionLimit-n.depth,w=t.skip(l,i,h);n.readUnknownFields&&u.push({no:i,wireType:l,data:w});continue}Qn(e,t,p,l,n)}if(o&&(l!=P.EndGroup||i!==r))throw new Error("invalid end group tag");u.length>0&&e.setUnknown(u),n.depth--}function Qn(e,t,n,o,r){var a;switch(n.fieldKind){case"scalar":e.set(n,ze(t,n.scalar,n.utf8Validation));break;case"enum":let s=ze(t,c.INT32);if(n.enum.open)e.set(n,s);else if(n.enum.values.some(l=>l.number===s))e.set(n,s);else if(r.readUnknownFields){let l=[];He(s,l);let u=(a=e.getUnknown())!==null&&a!==void 0?a:[];u.push({no:n.number,wireType:o,data:new Uint8Array(l)}),e.setUnknown(u)}break;case"message":e.set(n,qn(t,r,n,e.get(n)));break;case"list":ol(t,o,e.get(n),r);break;case"map":nl(t,e.get(n),r);break}}function nl(e,t,n){let o=t.field(),r,a,s=e.uint32(),i=e.pos+s;for(;e.pos<i;){let[l]=e.tag();switch(l){case 1:r=ze(e,o.mapKey,o.utf8Validation);break;case 2:switch(o.mapKind){case"scalar":a=ze(e,o.scalar,o.utf8Validation);break;case"enum":a=e.int32();break;case"message":a=qn(e,n,o);break}break}}if(r===void 0&&(r=le(o.mapKey,!1)),a===void 0)switch(o.mapKind){case"scalar":a=le(o.scalar,!1);break;case"enum":a=o.enum.values[0].number;break;case"message":a=H(o.message,void 0,!1);break}t.set(r,a)}function ol(e,t,n,o){var r;let a=n.field();if(a.listKind==="message"){n.add(qn(e,o,a));return}let s=(r=a.scalar)!==null&&r!==void 0?r:c.INT32;if(!(t==P.LengthDelimited&&s!=c.STRING&&s!=c.BYTES)){n.add(ze(e,s,a.utf8Validation));return}let l=e.uint32()+e.pos;for(;e.pos<l;)n.add(ze(e,s,a.utf8Validation))}function qn(e,t,n,o){let r=n.delimitedEncoding,a=o??H(n.message,void 0,!1);return ua(a,e,t,r,r?n.number:e.uint32()),a}function ze(e,t,n=!1){switch(t){case c.STRING:return e.string(n);case c.BOOL:return e.bool();case c.DOUBLE:return e.double();case c.FLOAT:return e.float();case c.INT32:return e.int32();case c.INT64:return e.int64();case c.UINT64:return e.uint64();case c.FIXED64:return e.fixed64();case c.BYTES:return e.bytes();case c.FIXED32:return e.fixed32();case c.SFIXED32:return e.sfixed32();case c.SFIXED64:return e.sfixed64();case c.SINT64:return e.sint64();case c.UINT32:return e.uint32();case c.SINT32:return e.sint32()}}function se(e,t){var n;let o=me(la,Ue(e));return o.messageType.forEach(Je),o.dependency=(n=t?.map(a=>a.proto.name))!==null&&n!==void 0?n:[],At(o,a=>t?.find(s=>s.proto.name===a)).getFile(o.name)}function ca(e,t,...n){if(n.length>0)throw new Error;return e.services[t]}var Ot=se("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");var eo=se("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),da=ae(eo,0);function ma(e,t,n){let o=!1;return n||(n=K(da),o=!0),n.value=Be(e,t),n.typeUrl=sl(t.$typeName),o?n:void 0}function al(e,t){if(e.typeUrl==="")return!1;let n=typeof t=="string"?t:t.typeName,o=fa(e.typeUrl);return n===o}function pa(e,t){if(e.typeUrl==="")return;let n=t.kind=="message"?t:t.getMessage(fa(e.typeUrl));if(!(!n||!al(e,n)))return me(n,e.value)}function sl(e){return`type.googleapis.com/${e}`}function fa(e){let t=e.lastIndexOf("/"),n=t>=0?e.substring(t+1):e;if(!n.length)throw new Error(`invalid type url: ${e}`);return n}var to=se("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),ga=ae(to,0),no=ae(to,1),ba=ae(to,2),Wt;(function(e){e[e.NULL_VALUE=0]="NULL_VALUE"})(Wt||(Wt={}));var ha=se("Chxtb3VudGFpbl9nb2F0cy92MS9nYW1lLnByb3RvEhFtb3VudGFpbl9nb2F0cy52MSLCAwoER2FtZRIMCgRuYW1lGAEgASgJEi8KB29wdGlvbnMYAiABKAsyHi5tb3VudGFpbl9nb2F0cy52MS5HYW1lT3B0aW9ucxItCgZzdGF0dXMYAyABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lU3RhdHVzEiYKBXNlYXRzGAQgAygLMhcubW91bnRhaW5fZ29hdHMudjEuU2VhdBIPCgd2ZXJzaW9uGAUgASgEEhMKC3NlZWRfc2hhMjU2GAYgASgJEgwKBHNlZWQYByABKAwSJwoFYm9hcmQYCCABKAsyGC5tb3VudGFpbl9nb2F0cy52MS5Cb2FyZBIvCgtjcmVhdGVfdGltZRgJIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASLwoLdXBkYXRlX3RpbWUYCiABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEjEKDXR1cm5fZGVhZGxpbmUYCyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEjIKC2RpY2Vfc291cmNlGAwgASgOMh0ubW91bnRhaW5fZ29hdHMudjEuRGljZVNvdXJjZSLGAQoLR2FtZU9wdGlvbnMSDwoHcGxheWVycxgBIAEoDRIUCgxiaWdfbW91bnRhaW4YAiABKAgSHgoWYWxsb3dfZGVjbGluaW5nX2dyb3VwcxgDIAEoCBIXCgpmaXJzdF9zZWF0GAQgASgNSACIAQESGQoMdHVybl9zZWNvbmRzGAUgASgNSAGIAQESHAoUaG91c2VfYWZ0ZXJfdGltZW91dHMYBiABKA1CDQoLX2ZpcnN0X3NlYXRCDwoNX3R1cm5fc2Vjb25kcyJsCgRTZWF0Eg0KBWluZGV4GAEgASgNEg0KBXRha2VuGAIgASgIEhMKC3BsYXllcl9uYW1lGAMgASgJEhYKDmhvdXNlX3N0cmF0ZWd5GAQgASgJEhkKEWRpY2VfY29udHJpYnV0aW9uGAUgASgMIvoCCgVCb2FyZBIuCgltb3VudGFpbnMYASADKAsyGy5tb3VudGFpbl9nb2F0cy52MS5Nb3VudGFpbhIqCgdwbGF5ZXJzGAIgAygLMhkubW91bnRhaW5fZ29hdHMudjEuUGxheWVyEjgKDGJpZ19tb3VudGFpbhgDIAMoCzIiLm1vdW50YWluX2dvYXRzLnYxLkJpZ01vdW50YWluU3BvdBIZChFib251c190b2tlbnNfbGVmdBgEIAMoDRISCgpmaXJzdF9zZWF0GAUgASgNEhQKDGN1cnJlbnRfc2VhdBgGIAEoDRIMCgR0dXJuGAcgASgEEiUKBHJvbGwYCCABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Sb2xsEjIKC2VuZF90cmlnZ2VyGAkgASgOMh0ubW91bnRhaW5fZ29hdHMudjEuRW5kVHJpZ2dlchItCgZyZXN1bHQYCiABKAsyHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lUmVzdWx0Im8KCE1vdW50YWluEg4KBm51bWJlchgBIAEoDRIOCgZoZWlnaHQYAiABKA0SGQoRcG9pbnRfdG9rZW5zX2xlZnQYAyABKA0SGAoLc3VtbWl0X3NlYXQYBCABKA1IAIgBAUIOCgxfc3VtbWl0X3NlYXQieQoGUGxheWVyEgwKBHNlYXQYASABKA0SJgoFZ29hdHMYAiADKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Hb2F0EhQKDHBvaW50X3Rva2VucxgDIAMoDRIUCgxib251c190b2tlbnMYBCADKA0SDQoFc2NvcmUYBSABKA0iZQoER29hdBI3Cghtb3VudGFpbhgBIAEoCzIjLm1vdW50YWluX2dvYXRzLnYxLk1vdW50YWluUG9zaXRpb25IABIbChFiaWdfbW91bnRhaW5fc3BvdBgCIAEoDUgAQgcKBXBsYWNlIjQKEE1vdW50YWluUG9zaXRpb24SDgoGbnVtYmVyGAEgASgNEhAKCHBvc2l0aW9uGAIgASgNIi0KD0JpZ01vdW50YWluU3BvdBIMCgRzcG90GAEgASgNEgwKBHNlYXQYAiABKA0iFAoEUm9sbBIMCgRkaWNlGAEgAygNIn0KCkdhbWVSZXN1bHQSLgoJc3RhbmRpbmdzGAEgAygLMhsubW91bnRhaW5fZ29hdHMudjEuU3RhbmRpbmcSDwoHd2lubmVycxgCIAMoDRIuCgl0aWVfYnJlYWsYAyABKA4yGy5tb3VudGFpbl9nb2F0cy52MS5UaWVCcmVhayK8AQoIU3RhbmRpbmcSDAoEc2VhdBgBIAEoDRIMCgRyYW5rGAIgASgNEg0KBXNjb3JlGAMgASgNEhoKEnBvaW50X3Rva2VuX3BvaW50cxgEIAEoDRIaChJib251c190b2tlbl9wb2ludHMYBSABKA0SGwoTYmlnX21vdW50YWluX3BvaW50cxgGIAEoDRIYChBnb2F0c19vbl9zdW1taXRzGAcgASgNEhYKDmhpZ2hlc3Rfc3VtbWl0GAggASgNIj8KBE1vdmUSDQoFZmFjZXMYASADKA0SKAoGZ3JvdXBzGAIgAygLMhgubW91bnRhaW5fZ29hdHMudjEuR3JvdXAiPwoFR3JvdXASDAoEZGljZRgBIAMoDRIoCgRnb2F0GAIgASgLMhoubW91bnRhaW5fZ29hdHMudjEuR29hdFJlZiJDCgdHb2F0UmVmEhIKCG1vdW50YWluGAEgASgNSAASGwoRYmlnX21vdW50YWluX3Nwb3QYAiABKA1IAEIHCgVwbGFjZSJtCglMZWdhbE1vdmUSJQoEbW92ZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLk1vdmUSDwoHc3VtbWFyeRgCIAEoCRIoCgZldmVudHMYAyADKAsyGC5tb3VudGFpbl9nb2F0cy52MS5FdmVudCLqCQoFRXZlbnQSNAoLc2VhdF9qb2luZWQYASABKAsyHS5tb3VudGFpbl9nb2F0cy52MS5TZWF0Sm9pbmVkSAASNgoMZ2FtZV9zdGFydGVkGAIgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZVN0YXJ0ZWRIABI0CgtkaWNlX3JvbGxlZBgDIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkRpY2VSb2xsZWRIABI2CgxvbmVzX2NoYW5nZWQYBCABKAsyHi5tb3VudGFpbl9nb2F0cy52MS5PbmVzQ2hhbmdlZEgAEjYKDGdvYXRfY2xpbWJlZBgFIAEoCzIeLm1vdW50YWluX2dvYXRzLnYxLkdvYXRDbGltYmVkSAASOgoOc3VtbWl0X3JlYWNoZWQYBiABKAsyIC5tb3VudGFpbl9nb2F0cy52MS5TdW1taXRSZWFjaGVkSAASPwoRZ29hdF9rbm9ja2VkX2Rvd24YByABKAsyIi5tb3VudGFpbl9nb2F0cy52MS5Hb2F0S25vY2tlZERvd25IABI/ChFwb2ludF90b2tlbl90YWtlbhgIIAEoCzIiLm1vdW50YWluX2dvYXRzLnYxLlBvaW50VG9rZW5UYWtlbkgAEj8KEWJvbnVzX3Rva2VuX3Rha2VuGAkgASgLMiIubW91bnRhaW5fZ29hdHMudjEuQm9udXNUb2tlblRha2VuSAASUQobZ29hdF9wbGFjZWRfb25fYmlnX21vdW50YWluGAogASgLMioubW91bnRhaW5fZ29hdHMudjEuR29hdFBsYWNlZE9uQmlnTW91bnRhaW5IABJPChpnb2F0X21vdmVkX29uX2JpZ19tb3VudGFpbhgLIAEoCzIpLm1vdW50YWluX2dvYXRzLnYxLkdvYXRNb3ZlZE9uQmlnTW91bnRhaW5IABJZCh9nb2F0X3JldHVybmVkX2Zyb21fYmlnX21vdW50YWluGAwgASgLMi4ubW91bnRhaW5fZ29hdHMudjEuR29hdFJldHVybmVkRnJvbUJpZ01vdW50YWluSAASNgoMZ3JvdXBfd2FzdGVkGA0gASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR3JvdXBXYXN0ZWRIABIyCgp0dXJuX2VuZGVkGA4gASgLMhwubW91bnRhaW5fZ29hdHMudjEuVHVybkVuZGVkSAASOAoNZW5kX3RyaWdnZXJlZBgPIAEoCzIfLm1vdW50YWluX2dvYXRzLnYxLkVuZFRyaWdnZXJlZEgAEjAKCWdhbWVfb3ZlchgQIAEoCzIbLm1vdW50YWluX2dvYXRzLnYxLkdhbWVPdmVySAASNAoLbW92ZV9wbGF5ZWQYESABKAsyHS5tb3VudGFpbl9nb2F0cy52MS5Nb3ZlUGxheWVkSAASNwoNY2xvY2tfcmFuX291dBgSIAEoCzIeLm1vdW50YWluX2dvYXRzLnYxLkNsb2NrUmFuT3V0SAASRAoUc2VhdF9wYXNzZWRfdG9faG91c2UYEyABKAsyJC5tb3VudGFpbl9nb2F0cy52MS5TZWF0UGFzc2VkVG9Ib3VzZUgAEjoKDmdhbWVfY2FuY2VsbGVkGBQgASgLMiAubW91bnRhaW5fZ29hdHMudjEuR2FtZUNhbmNlbGxlZEgAQgYKBGtpbmQiHwoNR2FtZUNhbmNlbGxlZBIOCgZyZWFzb24YASABKAkiGwoLQ2xvY2tSYW5PdXQSDAoEc2VhdBgBIAEoDSIzChFTZWF0UGFzc2VkVG9Ib3VzZRIMCgRzZWF0GAEgASgNEhAKCHN0cmF0ZWd5GAIgASgJIkEKCk1vdmVQbGF5ZWQSDAoEc2VhdBgBIAEoDRIlCgRtb3ZlGAIgASgLMhcubW91bnRhaW5fZ29hdHMudjEuTW92ZSIvCgpTZWF0Sm9pbmVkEgwKBHNlYXQYASABKA0SEwoLcGxheWVyX25hbWUYAiABKAkiIQoLR2FtZVN0YXJ0ZWQSEgoKZmlyc3Rfc2VhdBgBIAEoDSJPCgpEaWNlUm9sbGVkEgwKBHNlYXQYASABKA0SDAoEdHVybhgCIAEoBBIlCgRyb2xsGAMgASgLMhcubW91bnRhaW5fZ29hdHMudjEuUm9sbCJnCgtPbmVzQ2hhbmdlZBIMCgRzZWF0GAEgASgNEiUKBGZyb20YAiABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Sb2xsEiMKAnRvGAMgASgLMhcubW91bnRhaW5fZ29hdHMudjEuUm9sbCJZCgtHb2F0Q2xpbWJlZBIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNEhUKDWZyb21fcG9zaXRpb24YAyABKA0SEwoLdG9fcG9zaXRpb24YBCABKA0iLwoNU3VtbWl0UmVhY2hlZBIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNIjEKD0dvYXRLbm9ja2VkRG93bhIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNIjEKD1BvaW50VG9rZW5UYWtlbhIMCgRzZWF0GAEgASgNEhAKCG1vdW50YWluGAIgASgNIi4KD0JvbnVzVG9rZW5UYWtlbhIMCgRzZWF0GAEgASgNEg0KBXZhbHVlGAIgASgNImMKF0dvYXRQbGFjZWRPbkJpZ01vdW50YWluEgwKBHNlYXQYASABKA0SFQoNZnJvbV9tb3VudGFpbhgCIAEoDRIVCg1mcm9tX3Bvc2l0aW9uGAMgASgNEgwKBHNwb3QYBCABKA0iSgoWR29hdE1vdmVkT25CaWdNb3VudGFpbhIMCgRzZWF0GAEgASgNEhEKCWZyb21fc3BvdBgCIAEoDRIPCgd0b19zcG90GAMgASgNImIKG0dvYXRSZXR1cm5lZEZyb21CaWdNb3VudGFpbhIMCgRzZWF0GAEgASgNEhEKCWZyb21fc3BvdBgCIAEoDRIQCghtb3VudGFpbhgDIAEoDRIQCghwb3NpdGlvbhgEIAEoDSJYCgtHcm91cFdhc3RlZBIMCgRzZWF0GAEgASgNEgsKA3N1bRgCIAEoDRIuCgZyZWFzb24YAyABKA4yHi5tb3VudGFpbl9nb2F0cy52MS5XYXN0ZVJlYXNvbiInCglUdXJuRW5kZWQSDAoEc2VhdBgBIAEoDRIMCgR0dXJuGAIgASgEIkwKDEVuZFRyaWdnZXJlZBIuCgd0cmlnZ2VyGAEgASgOMh0ubW91bnRhaW5fZ29hdHMudjEuRW5kVHJpZ2dlchIMCgR0dXJuGAIgASgEIkcKCEdhbWVPdmVyEi0KBnJlc3VsdBgBIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkdhbWVSZXN1bHQSDAoEc2VlZBgCIAEoDCpvCgpEaWNlU291cmNlEhsKF0RJQ0VfU09VUkNFX1VOU1BFQ0lGSUVEEAASGwoXRElDRV9TT1VSQ0VfQ0hPU0VOX1NFRUQQARInCiNESUNFX1NPVVJDRV9TRVJWRVJfU0VFRF9BTkRfUExBWUVSUxACKo0BCgpHYW1lU3RhdHVzEhsKF0dBTUVfU1RBVFVTX1VOU1BFQ0lGSUVEEAASFAoQR0FNRV9TVEFUVVNfT1BFThABEhcKE0dBTUVfU1RBVFVTX1BMQVlJTkcQAhIYChRHQU1FX1NUQVRVU19GSU5JU0hFRBADEhkKFUdBTUVfU1RBVFVTX0NBTkNFTExFRBAEKnMKCkVuZFRyaWdnZXISGwoXRU5EX1RSSUdHRVJfVU5TUEVDSUZJRUQQABIhCh1FTkRfVFJJR0dFUl9CT05VU19UT0tFTlNfR09ORRABEiUKIUVORF9UUklHR0VSX1RIUkVFX01PVU5UQUlOU19FTVBUWRACKn0KCFRpZUJyZWFrEhkKFVRJRV9CUkVBS19VTlNQRUNJRklFRBAAEh4KGlRJRV9CUkVBS19HT0FUU19PTl9TVU1NSVRTEAESHAoYVElFX0JSRUFLX0hJR0hFU1RfU1VNTUlUEAISGAoUVElFX0JSRUFLX1NIQVJFRF9XSU4QAyqnAQoLV2FzdGVSZWFzb24SHAoYV0FTVEVfUkVBU09OX1VOU1BFQ0lGSUVEEAASHAoYV0FTVEVfUkVBU09OX05PX01PVU5UQUlOEAESHwobV0FTVEVfUkVBU09OX05PX1RPS0VOU19MRUZUEAISGwoXV0FTVEVfUkVBU09OX1NQT1RfVEFLRU4QAxIeChpXQVNURV9SRUFTT05fTk9fR09BVF9OQU1FRBAEQngKFGRldi5tb3VudGFpbmdvYXRzLnYxQglHYW1lUHJvdG9QAVpTZ2l0aHViLmNvbS9tb3VudGFpbi1nb2F0cy9tb3VudGFpbi1nb2F0cy9jbGllbnRzL2dvL21vdW50YWluZ29hdHN2MTttb3VudGFpbmdvYXRzdjFiBnByb3RvMw",[Ot]);var Pe=(a=>(a[a.UNSPECIFIED=0]="UNSPECIFIED",a[a.OPEN=1]="OPEN",a[a.PLAYING=2]="PLAYING",a[a.FINISHED=3]="FINISHED",a[a.CANCELLED=4]="CANCELLED",a))(Pe||{});var $;(function(e){e[e.Canceled=1]="Canceled",e[e.Unknown=2]="Unknown",e[e.InvalidArgument=3]="InvalidArgument",e[e.DeadlineExceeded=4]="DeadlineExceeded",e[e.NotFound=5]="NotFound",e[e.AlreadyExists=6]="AlreadyExists",e[e.PermissionDenied=7]="PermissionDenied",e[e.ResourceExhausted=8]="ResourceExhausted",e[e.FailedPrecondition=9]="FailedPrecondition",e[e.Aborted=10]="Aborted",e[e.OutOfRange=11]="OutOfRange",e[e.Unimplemented=12]="Unimplemented",e[e.Internal=13]="Internal",e[e.Unavailable=14]="Unavailable",e[e.DataLoss=15]="DataLoss",e[e.Unauthenticated=16]="Unauthenticated"})($||($={}));function ya(e,t,n){Ea(t,e);let o=il(e.$unknown,t),[r,a,s]=Ye(t),i=Jn(n);for(let l of o)Qn(r,new Ge(l.data),a,l.wireType,i);return s()}function va(e,t,n){var o;Ea(t,e);let r=((o=e.$unknown)!==null&&o!==void 0?o:[]).filter(u=>u.no!==t.number),[a,s]=Ye(t,n),i=new De;Hn(i,{writeUnknownFields:!0},a,s);let l=new Ge(i.finish());for(;l.pos<l.len;){let[u,p]=l.tag(),h=l.skip(p,u);r.push({no:u,wireType:p,data:h})}e.$unknown=r}function il(e,t){if(e===void 0)return[];if(t.fieldKind==="enum"||t.fieldKind==="scalar"){for(let n=e.length-1;n>=0;--n)if(e[n].no==t.number)return[e[n]];return[]}return e.filter(n=>n.no===t.number)}function Ye(e,t){let n=e.typeName,o=Object.assign(Object.assign({},e),{kind:"field",parent:e.extendee,localName:n}),r=Object.assign(Object.assign({},e.extendee),{fields:[o],members:[o],oneofs:[]}),a=K(r,t!==void 0?{[n]:t}:void 0);return[H(r,a),o,()=>{let s=a[n];if(s===void 0){let i=e.message;return de(i)?le(i.fields[0].scalar,i.fields[0].longAsString):K(i)}return s}]}function Ea(e,t){if(e.extendee.typeName!=t.$typeName)throw new Error(`extension ${e.typeName} can only be applied to message ${e.extendee.typeName}`)}var ll=3,ul=2,wa={alwaysEmitImplicit:!1,enumAsInteger:!1,useProtoFieldName:!1};function cl(e){return e?Object.assign(Object.assign({},wa),e):wa}function dl(e,t,n){return st(H(e,t),cl(n))}function xa(e,t,n){var o;let r=dl(e,t,n);return JSON.stringify(r,null,(o=n?.prettySpaces)!==null&&o!==void 0?o:0)}function st(e,t){var n;let o=Na(e,t);if(o!==void 0)return o;let r={};for(let a of e.sortedFields){if(!e.isSet(a)){if(a.presence==ll)throw new Error(`cannot encode ${a} to JSON: required field not set`);if(!t.alwaysEmitImplicit||a.presence!==ul)continue}let s=Sa(a,e.get(a),t);s!==void 0&&(r[fl(a,t)]=s)}if(t.registry){let a=new Set;for(let{no:s}of(n=e.getUnknown())!==null&&n!==void 0?n:[])if(!a.has(s)){a.add(s);let i=t.registry.getExtensionFor(e.desc,s);if(!i)continue;let l=ya(e.message,i),[u,p]=Ye(i,l),h=Sa(p,u.get(p),t);h!==void 0&&(r[i.jsonName]=h)}}return r}function Sa(e,t,n){switch(e.fieldKind){case"scalar":return Ut(e,t);case"message":return st(t,n);case"enum":return oo(e.enum,t,n.enumAsInteger);case"list":return pl(t,n);case"map":return ml(t,n)}}function ml(e,t){let n=e.field(),o={};switch(n.mapKind){case"scalar":for(let[r,a]of e)o[r]=Ut(n,a);break;case"message":for(let[r,a]of e)o[r]=st(a,t);break;case"enum":for(let[r,a]of e)o[r]=oo(n.enum,a,t.enumAsInteger);break}return t.alwaysEmitImplicit||e.size>0?o:void 0}function pl(e,t){let n=e.field(),o=[];switch(n.listKind){case"scalar":for(let r of e)o.push(Ut(n,r));break;case"enum":for(let r of e)o.push(oo(n.enum,r,t.enumAsInteger));break;case"message":for(let r of e)o.push(st(r,t));break}return t.alwaysEmitImplicit||o.length>0?o:void 0}function oo(e,t,n){var o;if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: expected number, got ${X(t)}`);if(e.typeName=="google.protobuf.NullValue")return null;if(n)return t;let r=e.value[t];return(o=r?.name)!==null&&o!==void 0?o:t}function Ut(e,t){var n,o,r,a,s,i;switch(e.scalar){case c.INT32:case c.SFIXED32:case c.SINT32:case c.FIXED32:case c.UINT32:if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: ${(n=xe(e,t))===null||n===void 0?void 0:n.message}`);return t;case c.FLOAT:case c.DOUBLE:if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: ${(o=xe(e,t))===null||o===void 0?void 0:o.message}`);return Number.isNaN(t)?"NaN":t===Number.POSITIVE_INFINITY?"Infinity":t===Number.NEGATIVE_INFINITY?"-Infinity":t;case c.STRING:if(typeof t!="string")throw new Error(`cannot encode ${e} to JSON: ${(r=xe(e,t))===null||r===void 0?void 0:r.message}`);return t;case c.BOOL:if(typeof t!="boolean")throw new Error(`cannot encode ${e} to JSON: ${(a=xe(e,t))===null||a===void 0?void 0:a.message}`);return t;case c.UINT64:case c.FIXED64:case c.INT64:case c.SFIXED64:case c.SINT64:if(typeof t=="bigint"||typeof t=="string"||typeof t=="number"&&Number.isInteger(t))return t.toString();throw new Error(`cannot encode ${e} to JSON: ${(s=xe(e,t))===null||s===void 0?void 0:s.message}`);case c.BYTES:if(t instanceof Uint8Array)return An(t);throw new Error(`cannot encode ${e} to JSON: ${(i=xe(e,t))===null||i===void 0?void 0:i.message}`)}}function fl(e,t){return t.useProtoFieldName?e.name:e.jsonName}function Na(e,t){if(e.desc.typeName.startsWith("google.protobuf."))switch(e.desc.typeName){case"google.protobuf.Any":return gl(e.message,t);case"google.protobuf.Timestamp":return yl(e.message);case"google.protobuf.Duration":return bl(e.message);case"google.protobuf.FieldMask":return hl(e.message);case"google.protobuf.Struct":return $a(e.message);case"google.protobuf.Value":return ro(e.message);case"google.protobuf.ListValue":return ka(e.message);default:if(de(e.desc)){let n=e.desc.fields[0];return Ut(n,e.get(n))}return}}function gl(e,t){if(e.typeUrl==="")return{};let{registry:n}=t,o,r;if(n&&(o=pa(e,n),o&&(r=n.getMessage(o.$typeName))),!r||!o)throw new Error(`cannot encode message ${e.$typeName} to JSON: "${e.typeUrl}" is not in the type registry`);let a=H(r,o),s=Mt(r)?{value:Na(a,t)}:st(a,t);return s["@type"]=e.typeUrl,s}function bl(e){let t=Number(e.seconds),n=e.nanos;if(t>315576e6||t<-315576e6)throw new Error(`cannot encode message ${e.$typeName} to JSON: value out of range`);if(t>0&&n<0||t<0&&n>0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos sign must match seconds sign`);let o=e.seconds.toString();if(n!==0){let r=Math.abs(n).toString();r="0".repeat(9-r.length)+r,r.substring(3)==="000000"?r=r.substring(0,3):r.substring(6)==="000"&&(r=r.substring(0,6)),o+="."+r,n<0&&t==0&&(o="-"+o)}return o+"s"}function hl(e){return e.paths.map(t=>{if(wt(we(t))!==t)throw new Error(`cannot encode message ${e.$typeName} to JSON: lowerCamelCase of path name "${t}" is irreversible`);return we(t)}).join(",")}function $a(e){let t={};for(let[n,o]of Object.entries(e.fields))t[n]=ro(o);return t}function ro(e){switch(e.kind.case){case"nullValue":return null;case"numberValue":if(!Number.isFinite(e.kind.value))throw new Error(`${e.$typeName} cannot be NaN or Infinity`);return e.kind.value;case"boolValue":return e.kind.value;case"stringValue":return e.kind.value;case"structValue":return $a(e.kind.value);case"listValue":return ka(e.kind.value);default:throw new Error(`${e.$typeName} must have a value`)}}function ka(e){return e.values.map(ro)}function yl(e){let t=Number(e.seconds)*1e3;if(t<Date.parse("0001-01-01T00:00:00Z")||t>Date.parse("9999-12-31T23:59:59Z"))throw new Error(`cannot encode message ${e.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);if(e.nanos<0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be negative`);if(e.nanos>999999999)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be greater than 99999999`);let n="Z";if(e.nanos>0){let o=(e.nanos+1e9).toString().substring(1);o.substring(3)==="000000"?n="."+o.substring(0,3)+"Z":o.substring(6)==="000"?n="."+o.substring(0,6)+"Z":n="."+o+"Z"}return new Date(t).toISOString().replace(".000Z",n)}function vl(e){return Object.assign(Object.assign({ignoreUnknownFields:!1,recursionLimit:100},e),{depth:0})}function Aa(e,t,n){return El(e,Al(t,e.typeName),n)}function El(e,t,n){let o=H(e);try{it(o,t,vl(n))}catch(r){throw wr(r)?new Error(`cannot decode ${r.field()} from JSON: ${r.message}`,{cause:r}):r}return o.message}var ao=new WeakMap;function wl(e,t){var n;if(!ao.has(e)){let o=new Map;for(let r of e.fields)o.set(r.name,r).set(r.jsonName,r);ao.set(e,o)}return(n=ao.get(e))===null||n===void 0?void 0:n.get(t)}function it(e,t,n){var o;if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.desc} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);if(Rl(e,t,n)){n.depth--;return}if(t==null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode ${e.desc} from JSON: ${X(t)}`);let r=new Map,a=new Set;for(let[s,i]of Object.entries(t)){let l=wl(e.desc,s);if(l){if(a.has(l))throw new Z(l,"set multiple times");if(a.add(l),l.oneof&&i===null&&l.fieldKind=="scalar")continue;if(l.oneof){let u=r.get(l.oneof);if(u!==void 0)throw new Z(l.oneof,`oneof set multiple times by ${u.name} and ${l.name}`);r.set(l.oneof,l)}Ia(e,l,i,n)}else{let u;if(s.startsWith("[")&&s.endsWith("]")&&(u=(o=n.registry)===null||o===void 0?void 0:o.getExtension(s.substring(1,s.length-1)))&&u.extendee.typeName===e.desc.typeName){let[p,h,w]=Ye(u);Ia(p,h,i,n),va(e.message,u,w())}if(!u&&!n.ignoreUnknownFields)throw new Error(`cannot decode ${e.desc} from JSON: key "${s}" is unknown`)}}n.depth--}function Ia(e,t,n,o){switch(t.fieldKind){case"scalar":kl(e,t,n);break;case"enum":$l(e,t,n,o);break;case"message":Nl(e,t,n,o);break;case"list":xl(e.get(t),n,o);break;case"map":Sl(e.get(t),n,o);break}}function Ta(e,t,n){if(e.scalar&&t!==null)return so(e,t);if(e.message&&!Dt(e,t)){let o=H(e.message);return it(o,t,n),o}if(e.enum&&!Dt(e,t))return Ra(e.enum,t,n.ignoreUnknownFields);throw new Z(e,`${e.fieldKind==="list"?"list item":"map value"} must not be null`)}function Sl(e,t,n){if(t===null)return;let o=e.field();if(typeof t!="object"||Array.isArray(t))throw new Z(o,"expected object, got "+X(t));let r=new Set;for(let[a,s]of Object.entries(t)){let i=Il(o.mapKey,a);if(r.has(i))throw new Z(o,`duplicate map key "${a}"`);r.add(i);let l=Ta(o,s,n);l!==Bt&&e.set(i,l)}}function xl(e,t,n){if(t===null)return;let o=e.field();if(!Array.isArray(t))throw new Z(o,"expected Array, got "+X(t));for(let r of t){let a=Ta(o,r,n);a!==Bt&&e.add(a)}}function Nl(e,t,n,o){if(Dt(t,n)){e.clear(t);return}let r=e.isSet(t)?e.get(t):H(t.message);it(r,n,o),e.set(t,r)}function $l(e,t,n,o){if(Dt(t,n)){e.clear(t);return}let r=Ra(t.enum,n,o.ignoreUnknownFields);r!==Bt&&e.set(t,r)}function kl(e,t,n){n===null?e.clear(t):e.set(t,so(t,n))}function Dt(e,t){var n,o;return t===null&&((n=e.message)===null||n===void 0?void 0:n.typeName)!="google.protobuf.Value"&&((o=e.enum)===null||o===void 0?void 0:o.typeName)!="google.protobuf.NullValue"}var Bt=Symbol();function Ra(e,t,n){if(t===null)return e.values[0].number;switch(typeof t){case"number":if(Number.isInteger(t))return t;break;case"string":let o=e.values.find(r=>r.name===t);if(o!==void 0)return o.number;if(n)return Bt;break}throw new Error(`cannot decode ${e} from JSON: ${X(t)}`)}function so(e,t){switch(e.scalar){case c.DOUBLE:case c.FLOAT:if(t==="NaN")return NaN;if(t==="Infinity")return Number.POSITIVE_INFINITY;if(t==="-Infinity")return Number.NEGATIVE_INFINITY;if(typeof t=="number"){if(Number.isNaN(t))throw new Z(e,"unexpected NaN number");if(!Number.isFinite(t))throw new Z(e,"unexpected infinite number");break}if(typeof t=="string"){if(t===""||t.trim().length!==t.length)break;let n=Number(t);if(!Number.isFinite(n))break;return n}break;case c.INT32:case c.FIXED32:case c.SFIXED32:case c.SINT32:case c.UINT32:return Ga(t);case c.BYTES:if(typeof t=="string"){if(t==="")return new Uint8Array(0);try{return Ue(t)}catch(n){let o=n instanceof Error?n.message:String(n);throw new Z(e,o)}}break}return t}function Il(e,t){switch(e){case c.BOOL:switch(t){case"true":return!0;case"false":return!1}return t;case c.INT32:case c.FIXED32:case c.UINT32:case c.SFIXED32:case c.SINT32:return Ga(t);case c.INT64:case c.SINT64:case c.SFIXED64:case c.UINT64:case c.FIXED64:return/^-?0+$/.test(t)?"0":t.replace(/^(-?)0+(?=\d)/,"$1");default:return t}}function Ga(e){if(typeof e=="string"){if(e===""||e.trim().length!==e.length)return e;let t=Number(e);return Number.isNaN(t)?e:t}return e}function Al(e,t){let n;try{n=JSON.parse(e)}catch(o){let r=o instanceof Error?o.message:String(o);throw new Error(`cannot decode message ${t} from JSON: ${r}`,{cause:o})}return Tl(e,t),n}function Tl(e,t){let n=[],o=!1,r=0;for(;r<e.length;)switch(e[r]){case"{":n.push(new Set),o=!0,r++;break;case"[":n.push(null),o=!1,r++;break;case"}":case"]":n.pop(),o=!1,r++;break;case",":o=n[n.length-1]!=null,r++;break;case":":o=!1,r++;break;case'"':{let a=r++,s=!1;for(;r<e.length;){if(e[r]=="\\"){s=!0,r+=2;continue}if(e[r]=='"')break;r++}let i=r++,l=n[n.length-1];if(o&&l){let u=s?JSON.parse(e.substring(a,i+1)):e.substring(a+1,i);if(l.has(u))throw new Error(`cannot decode message ${t} from JSON: duplicate object key "${u}"`);l.add(u)}o=!1;break}default:r++;break}}function Rl(e,t,n){if(!e.desc.typeName.startsWith("google.protobuf."))return!1;switch(e.desc.typeName){case"google.protobuf.Any":return Gl(e.message,t,n),!0;case"google.protobuf.Timestamp":return Ml(e.message,t),!0;case"google.protobuf.Duration":return _l(e.message,t),!0;case"google.protobuf.FieldMask":return Ll(e.message,t),!0;case"google.protobuf.Struct":return Ma(e.message,t,n),!0;case"google.protobuf.Value":return io(e.message,t,n),!0;case"google.protobuf.ListValue":return _a(e.message,t,n),!0;default:if(de(e.desc)){let o=e.desc.fields[0];return t===null?e.clear(o):e.set(o,so(o,t)),!0}return!1}}function Gl(e,t,n){var o;if(t===null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode message ${e.$typeName} from JSON: expected object but got ${X(t)}`);if(Object.keys(t).length==0)return;let r=t["@type"];if(typeof r!="string"||r=="")throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is empty`);let a=r.includes("/")?r.substring(r.lastIndexOf("/")+1):r;if(!a.length)throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is invalid`);let s=(o=n.registry)===null||o===void 0?void 0:o.getMessage(a);if(!s)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${r} is not in the type registry`);let i=H(s);if(Mt(s)&&Object.prototype.hasOwnProperty.call(t,"value")){let l=t.value;it(i,l,n)}else{let l=Object.assign({},t);delete l["@type"],it(i,l,n)}ma(i.desc,i.message,e)}function Ml(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);let n=t.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);if(!n)throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);let o=Date.parse(n[1]+"-"+n[2]+"-"+n[3]+"T"+n[4]+":"+n[5]+":"+n[6]+(n[8]?n[8]:"Z"));if(Number.isNaN(o))throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);if(o<Date.parse("0001-01-01T00:00:00Z")||o>Date.parse("9999-12-31T23:59:59Z"))throw new Error(`cannot decode message ${e.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);e.seconds=F.parse(o/1e3),e.nanos=0,n[7]&&(e.nanos=parseInt("1"+n[7]+"0".repeat(9-n[7].length))-1e9)}function _l(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);let n=t.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);if(n===null)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);let o=Number(n[1]);if(o>315576e6||o<-315576e6)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);if(e.seconds=F.parse(o),typeof n[2]!="string")return;let r=n[2]+"0".repeat(9-n[2].length);e.nanos=parseInt(r),(o<0||Object.is(o,-0))&&(e.nanos=-e.nanos)}function Ll(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${X(t)}`);t!==""&&(e.paths=t.split(",").map(n=>{if(n.includes("_"))throw new Error(`cannot decode message ${e.$typeName} from JSON: path names must be lowerCamelCase`);return wt(n)}))}function Ma(e,t,n){if(typeof t!="object"||t==null||Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${X(t)}`);for(let[o,r]of Object.entries(t)){let a=K(no);io(a,r,n),e.fields[o]=a}}function io(e,t,n){if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.$typeName} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);switch(typeof t){case"number":e.kind={case:"numberValue",value:t};break;case"string":e.kind={case:"stringValue",value:t};break;case"boolean":e.kind={case:"boolValue",value:t};break;case"object":if(t===null)e.kind={case:"nullValue",value:Wt.NULL_VALUE};else if(Array.isArray(t)){let o=K(ba);_a(o,t,n),e.kind={case:"listValue",value:o}}else{let o=K(ga);Ma(o,t,n),e.kind={case:"structValue",value:o}}break;default:throw new Error(`cannot decode message ${e.$typeName} from JSON ${X(t)}`)}return n.depth--,e}function _a(e,t,n){if(!Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${X(t)}`);for(let o of t){let r=K(no);io(r,o,n),e.values.push(r)}}function lo(e){let t=$[e];return typeof t!="string"?e.toString():t[0].toLowerCase()+t.substring(1).replace(/[A-Z]/g,n=>"_"+n.toLowerCase())}var V=class e extends Error{constructor(t,n=$.Unknown,o,r,a){super(Cl(t,n)),this.name="ConnectError",Object.setPrototypeOf(this,new.target.prototype),this.rawMessage=t,this.code=n,this.metadata=new Headers(o??{}),this.details=r??[],this.cause=a}static from(t,n=$.Unknown){return t instanceof e?t:t instanceof Error?t.name=="AbortError"||t.name=="TimeoutError"?new e(t.message,$.Canceled):new e(t.message,n,void 0,void 0,t):new e(String(t),n,void 0,void 0,t)}static[Symbol.hasInstance](t){return t instanceof Error?Object.getPrototypeOf(t)===e.prototype?!0:t.name==="ConnectError"&&"code"in t&&typeof t.code=="number"&&"metadata"in t&&"details"in t&&Array.isArray(t.details)&&"rawMessage"in t&&typeof t.rawMessage=="string"&&"cause"in t:!1}findDetails(t){let n=t.kind==="message"?{getMessage:r=>r===t.typeName?t:void 0}:t,o=[];for(let r of this.details){if("desc"in r){n.getMessage(r.desc.typeName)&&o.push(K(r.desc,r.value));continue}let a=n.getMessage(r.type);if(a)try{o.push(me(a,r.value))}catch{}}return o}};function Cl(e,t){return e.length?`[${lo(t)}] ${e}`:`[${lo(t)}]`}function La(e,t,n){try{let o=Ue(e);return t?me(t,o,n):o}catch(o){throw V.from(o,$.DataLoss)}}function Ca(e,t){let n={};for(let o of e.methods){let r=t(o);r!=null&&(n[o.localName]=r)}return n}var zt=1;function Va(e,t,n=!1){if(t>e){let o=`message size is larger than configured readMaxBytes ${e}`;throw n&&(o=`message size ${t} is larger than configured readMaxBytes ${e}`),new V(o,$.ResourceExhausted)}}function Vl(e){return new uo(e)}var uo=class{constructor(t){this.readMaxBytes=t,this.header=new Uint8Array(5),this.headerView=new DataView(this.header.buffer),this.buf=[]}get byteLength(){return this.buf.reduce((t,n)=>t+n.byteLength,0)}decode(t){this.buf.push(t);let n=[];for(;;){let o=this.pop();if(!o)break;n.push(o)}return n}pop(){if(!(!this.env&&(this.env=this.head(),!this.env))&&this.cons(this.env.data)){let t=this.env;return this.env=void 0,t}}head(){if(!this.cons(this.header))return;let t=this.headerView.getUint8(0),n=this.headerView.getUint32(1);return Va(this.readMaxBytes,n,!0),{flags:t,data:new Uint8Array(n)}}cons(t){let n=t.byteLength;if(this.byteLength<n)return!1;let o=0;for(;o<n;){let r=this.buf.shift();r.byteLength>n-o?(t.set(r.subarray(0,n-o),o),this.buf.unshift(r.subarray(n-o)),o+=n-o):(t.set(r,o),o+=r.byteLength)}return!0}};function Pt(e){let t,n=Vl(4294967295);return new ReadableStream({start(){t=e.getReader()},async pull(o){let r=!1;for(;!r;){let a=await t.read();if(a.done)n.byteLength>0&&o.error(new V("protocol error: incomplete envelope",$.InvalidArgument)),o.close();else for(let s of n.decode(a.value))o.enqueue(s),r=!0}}})}function Yt(e,t){let n=new Uint8Array(t.length+5);n.set(t,5);let o=new DataView(n.buffer,n.byteOffset,n.byteLength);return o.setUint8(0,e),o.setUint32(1,t.length),n}var Fl=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(u){a({value:u,done:i})},s)}},lt=function(e){return this instanceof lt?(this.v=e,this):new lt(e)},Ol=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(f){return function(y){return Promise.resolve(y).then(f,h)}}function i(f,y){o[f]&&(r[f]=function(k){return new Promise(function(T,C){a.push([f,k,T,C])>1||l(f,k)})},y&&(r[f]=y(r[f])))}function l(f,y){try{u(o[f](y))}catch(k){w(a[0][3],k)}}function u(f){f.value instanceof lt?Promise.resolve(f.value.v).then(p,h):w(a[0][2],f)}function p(f){l("next",f)}function h(f){l("throw",f)}function w(f,y){f(y),a.shift(),a.length&&l(a[0][0],a[0][1])}},Wl=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:lt(e[r](s)),done:!1}:a?a(s):s}:a}};function Fa(e){return Ol(this,arguments,function*(){yield lt(yield*Wl(Fl(e)))})}var Oa=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(a){n[a]=e[a]&&function(s){return new Promise(function(i,l){s=e[a](s),r(i,l,s.done,s.value)})}}function r(a,s,i,l){Promise.resolve(l).then(function(u){a({value:u,done:i})},s)}},Ze=function(e){return this instanceof Ze?(this.v=e,this):new Ze(e)},Ul=function(e){var t,n;return t={},o("next"),o("throw",function(r){throw r}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(r,a){t[r]=e[r]?function(s){return(n=!n)?{value:Ze(e[r](s)),done:!1}:a?a(s):s}:a}},Dl=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(f){return function(y){return Promise.resolve(y).then(f,h)}}function i(f,y){o[f]&&(r[f]=function(k){return new Promise(function(T,C){a.push([f,k,T,C])>1||l(f,k)})},y&&(r[f]=y(r[f])))}function l(f,y){try{u(o[f](y))}catch(k){w(a[0][3],k)}}function u(f){f.value instanceof Ze?Promise.resolve(f.value.v).then(p,h):w(a[0][2],f)}function p(f){l("next",f)}function h(f){l("throw",f)}function w(f,y){f(y),a.shift(),a.length&&l(a[0][0],a[0][1])}};function co(e,t){return Ca(e,n=>{switch(n.methodKind){case"unary":return Bl(t,n);case"server_streaming":return zl(t,n);case"client_streaming":return Pl(t,n);case"bidi_streaming":return Yl(t,n);default:return null}})}function Bl(e,t){return async(n,o)=>{var r,a;let s=await e.unary(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);return(r=o?.onHeader)===null||r===void 0||r.call(o,s.header),(a=o?.onTrailer)===null||a===void 0||a.call(o,s.trailer),s.message}}function zl(e,t){return(n,o)=>Wa(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,Fa([n]),o?.contextValues),o)}function Pl(e,t){return async(n,o)=>{var r,a,s,i,l,u;let p=await e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);(l=o?.onHeader)===null||l===void 0||l.call(o,p.header);let h,w=0;try{for(var f=!0,y=Oa(p.message),k;k=await y.next(),r=k.done,!r;f=!0)i=k.value,f=!1,h=i,w++}catch(T){a={error:T}}finally{try{!f&&!r&&(s=y.return)&&await s.call(y)}finally{if(a)throw a.error}}if(!h)throw new V("protocol error: missing response message",$.Unimplemented);if(w>1)throw new V("protocol error: received extra messages for client streaming method",$.Unimplemented);return(u=o?.onTrailer)===null||u===void 0||u.call(o,p.trailer),h}}function Yl(e,t){return(n,o)=>Wa(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues),o)}function Wa(e,t){let n=(function(){return Dl(this,arguments,function*(){var o,r;let a=yield Ze(e);(o=t?.onHeader)===null||o===void 0||o.call(t,a.header),yield Ze(yield*Ul(Oa(a.message))),(r=t?.onTrailer)===null||r===void 0||r.call(t,a.trailer)})})()[Symbol.asyncIterator]();return{[Symbol.asyncIterator]:()=>({next:()=>n.next()})}}function Ua(...e){let t=new AbortController,n=e.filter(r=>r!==void 0).concat(t.signal);for(let r of n){if(r.aborted){o.apply(r);break}r.addEventListener("abort",o)}function o(){t.signal.aborted||t.abort(mo(this));for(let r of n)r.removeEventListener("abort",o)}return t}function Da(e){let t=new AbortController,n=()=>{t.abort(new V("the operation timed out",$.DeadlineExceeded))},o;return e!==void 0&&(e<=0?n():o=setTimeout(n,e)),{signal:t.signal,cleanup:()=>clearTimeout(o)}}function mo(e){if(!e.aborted)return;if(e.reason!==void 0)return e.reason;let t=new Error("This operation was aborted");return t.name="AbortError",t}function Zt(){return{get(e){return e.id in this?this[e.id]:e.defaultValue},set(e,t){return this[e.id]=t,this},delete(e){return delete this[e.id],this}}}function Xt(e){let t=new Headers,n=new TextDecoder().decode(e).split(`\r
`);for(let o of n){if(o==="")continue;let r=o.indexOf(":");if(r>0){let a=o.substring(0,r).trim(),s=o.substring(r+1).trim();t.append(a,s)}}return t}var po="Content-Type";var fo="Grpc-Timeout",pe="Grpc-Status",ut="Grpc-Message",go="Grpc-Status-Details-Bin";var jt="User-Agent";var bo="X-User-Agent",za="X-Grpc-Web";var Pa="application/grpc-web+proto",Ya="application/grpc-web+json";var Xl=se("CgxzdGF0dXMucHJvdG8SCmdvb2dsZS5ycGMiTgoGU3RhdHVzEgwKBGNvZGUYASABKAUSDwoHbWVzc2FnZRgCIAEoCRIlCgdkZXRhaWxzGAMgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueUJeCg5jb20uZ29vZ2xlLnJwY0ILU3RhdHVzUHJvdG9QAVo3Z29vZ2xlLmdvbGFuZy5vcmcvZ2VucHJvdG8vZ29vZ2xlYXBpcy9ycGMvc3RhdHVzO3N0YXR1c6ICA1JQQ2IGcHJvdG8z",[eo]),Za=ae(Xl,0);var Xa="0";function Kt(e){var t;let n=e.get(go);if(n!=null){let r=La(n,Za);if(r.code==0)return;let a=new V(r.message,r.code,e);return a.details=r.details.map(s=>({type:s.typeUrl.substring(s.typeUrl.lastIndexOf("/")+1),value:s.value})),a}let o=e.get(pe);if(o!=null){if(o===Xa)return;let r=parseInt(o,10);return r in $?new V(decodeURIComponent((t=e.get(ut))!==null&&t!==void 0?t:""),r,e):new V(`invalid grpc-status: ${o}`,$.Internal,e)}}function Ht(e,t){return e.toString().replace(/\/?$/,`/${t.parent.typeName}/${t.name}`)}function ho(e,t){return K(e,t)}function ja(e,t){function n(o){return o.done===!0?o:{done:o.done,value:ho(e,o.value)}}return{[Symbol.asyncIterator](){let o=t[Symbol.asyncIterator](),r={next:()=>o.next().then(n)};return o.throw!==void 0&&(r.throw=a=>o.throw(a).then(n)),o.return!==void 0&&(r.return=a=>o.return(a).then(n)),r}}}function yo(e,t){if(!t)return e;for(let n of t.concat().reverse())e=n(e);return e}function Ja(e){var t;let n=Object.assign({},e);return(t=n.ignoreUnknownFields)!==null&&t!==void 0||(n.ignoreUnknownFields=!0),n}function Jt(e,t,n,o){let r=t?Ka(e.input,o):Ha(e.input,n);return{parse:(t?Ka(e.output,o):Ha(e.output,n)).parse,serialize:r.serialize}}function Ka(e,t){return{parse(n){try{return me(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new V(`parse binary: ${r}`,$.Internal)}},serialize(n){try{return Be(e,n,t)}catch(o){let r=o instanceof Error?o.message:String(o);throw new V(`serialize binary: ${r}`,$.Internal)}}}}function Ha(e,t){var n,o;let r=(n=t?.textEncoder)!==null&&n!==void 0?n:new TextEncoder,a=(o=t?.textDecoder)!==null&&o!==void 0?o:new TextDecoder,s=Ja(t);return{parse(i){try{let l=a.decode(i);return Aa(e,l,s)}catch(l){throw V.from(l,$.InvalidArgument)}},serialize(i){try{let l=xa(e,i,s);return r.encode(l)}catch(l){throw V.from(l,$.Internal)}}}}function vo(e){let t=yo(e.next,e.interceptors),[n,o,r]=Qa(e),a=Object.assign(Object.assign({},e.req),{message:ho(e.req.method.input,e.req.message),signal:n});return t(a).then(s=>(r(),s),o)}function Eo(e){let t=yo(e.next,e.interceptors),[n,o,r]=Qa(e),a=Object.assign(Object.assign({},e.req),{message:ja(e.req.method.input,e.req.message),signal:n}),s=!1;return n.addEventListener("abort",function(){var i,l;let u=e.req.message[Symbol.asyncIterator]();s||(i=u.throw)===null||i===void 0||i.call(u,this.reason).catch(()=>{}),(l=u.return)===null||l===void 0||l.call(u).catch(()=>{})}),t(a).then(i=>Object.assign(Object.assign({},i),{message:{[Symbol.asyncIterator](){let l=i.message[Symbol.asyncIterator]();return{next(){return l.next().then(u=>(u.done==!0&&(s=!0,r()),u),o)}}}}}),o)}function Qa(e){let{signal:t,cleanup:n}=Da(e.timeoutMs),o=Ua(e.signal,t);return[o.signal,function(a){let s=o.signal.aborted?V.from(mo(o.signal),$.Canceled):V.from(a);return o.abort(s),n(),Promise.reject(s)},function(){n(),o.abort()}]}function qa(){try{new Headers}catch{throw new Error("connect-web requires the fetch API. Are you running on an old version of Node.js? Node.js is not supported in Connect for Web - please stay tuned for Connect for Node.")}}function ct(e,t){let n=Kt(e);if(n)throw t.forEach((o,r)=>{n.metadata.append(r,o)}),n;if(!t.has(pe)&&!e.has(pe))throw new V("protocol error: missing status",$.Internal)}function Qt(e,t,n,o){var r,a;let s=new Headers(n??{});s.set(po,e?Pa:Ya),s.set(za,"1");let i=(a=(r=s.get(jt))!==null&&r!==void 0?r:s.get(bo))!==null&&a!==void 0?a:"connect-es/2.1.2";return s.set(bo,i),o&&s.set(jt,i),t!==void 0&&s.set(fo,`${t}m`),s}function es(e){switch(e){case 400:return $.Internal;case 401:return $.Unauthenticated;case 403:return $.PermissionDenied;case 404:return $.Unimplemented;case 429:return $.Unavailable;case 502:return $.Unavailable;case 503:return $.Unavailable;case 504:return $.Unavailable;default:return $.Unknown}}function qt(e,t){var n;if(e>=200&&e<300)return{foundStatus:t.has(pe),headerError:Kt(t)};throw new V(decodeURIComponent((n=t.get(ut))!==null&&n!==void 0?n:`HTTP ${e}`),es(e),t)}var Me=function(e){return this instanceof Me?(this.v=e,this):new Me(e)},jl=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),r,a=[];return r=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),r[Symbol.asyncIterator]=function(){return this},r;function s(f){return function(y){return Promise.resolve(y).then(f,h)}}function i(f,y){o[f]&&(r[f]=function(k){return new Promise(function(T,C){a.push([f,k,T,C])>1||l(f,k)})},y&&(r[f]=y(r[f])))}function l(f,y){try{u(o[f](y))}catch(k){w(a[0][3],k)}}function u(f){f.value instanceof Me?Promise.resolve(f.value.v).then(p,h):w(a[0][2],f)}function p(f){l("next",f)}function h(f){l("throw",f)}function w(f,y){f(y),a.shift(),a.length&&l(a[0][0],a[0][1])}},ts={redirect:"error"};function wo(e){var t;qa();let n=(t=e.useBinaryFormat)!==null&&t!==void 0?t:!0;return{async unary(o,r,a,s,i,l){let{serialize:u,parse:p}=Jt(o,n,e.jsonOptions,e.binaryOptions);return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,await vo({interceptors:e.interceptors,signal:r,timeoutMs:a,req:{stream:!1,service:o.parent,method:o,requestMethod:"POST",url:Ht(e.baseUrl,o),header:Qt(n,a,s,!1),contextValues:l??Zt(),message:i},next:async h=>{var w;let y=await((w=e.fetch)!==null&&w!==void 0?w:globalThis.fetch)(h.url,Object.assign(Object.assign({},ts),{method:h.requestMethod,headers:h.header,signal:h.signal,body:Yt(0,u(h.message))})),{headerError:k}=qt(y.status,y.headers);if(!y.body)throw k!==void 0?k:"missing response body";let T=Pt(y.body).getReader(),C,I;for(;;){let v=await T.read();if(v.done)break;let{flags:g,data:x}=v.value;if((g&zt)===zt)throw new V("protocol error: received unsupported compressed output",$.Internal);if(g===128){if(C!==void 0)throw"extra trailer";C=Xt(x);continue}if(I!==void 0)throw new V("extra message",$.Unimplemented);I=p(x)}if(C===void 0)throw k!==void 0?k:new V("missing trailer",y.headers.has(pe)?$.Unimplemented:$.Unknown);if(ct(C,y.headers),I===void 0)throw new V("missing message",C.has(pe)?$.Unimplemented:$.Unknown);return{stream:!1,service:o.parent,method:o,header:y.headers,message:I,trailer:C}}})},async stream(o,r,a,s,i,l){let{serialize:u,parse:p}=Jt(o,n,e.jsonOptions,e.binaryOptions);function h(f,y,k,T,C){return jl(this,arguments,function*(){let v=Pt(f).getReader();if(y){if(!(yield Me(v.read())).done)throw"extra data for trailers-only";return yield Me(void 0)}let g=!1;for(;;){let x=yield Me(v.read());if(x.done)break;let{flags:G,data:A}=x.value;if((G&128)===128){if(g)throw"extra trailer";g=!0;let _=Xt(A);ct(_,T),_.forEach((b,E)=>k.set(E,b));continue}if(g)throw"extra message";yield yield Me(p(A))}if("throwIfAborted"in C&&C.throwIfAborted(),!g)throw"missing trailer"})}async function w(f){if(o.methodKind!="server_streaming")throw"The fetch API does not support streaming request bodies";let y=await f[Symbol.asyncIterator]().next();if(y.done==!0)throw"missing request message";return Yt(0,u(y.value))}return a=a===void 0?e.defaultTimeoutMs:a<=0?void 0:a,Eo({interceptors:e.interceptors,signal:r,timeoutMs:a,req:{stream:!0,service:o.parent,method:o,requestMethod:"POST",url:Ht(e.baseUrl,o),header:Qt(n,a,s,!1),contextValues:l??Zt(),message:i},next:async f=>{var y;let T=await((y=e.fetch)!==null&&y!==void 0?y:globalThis.fetch)(f.url,Object.assign(Object.assign({},ts),{method:f.requestMethod,headers:f.header,signal:f.signal,body:await w(f.message)})),{foundStatus:C,headerError:I}=qt(T.status,T.headers);if(I!=null)throw I;if(!T.body)throw"missing response body";let v=new Headers;return Object.assign(Object.assign({},f),{header:T.headers,trailer:v,message:h(T.body,C,v,T.headers,f.signal)})}})}}}var os="x-goog-request-params",Kl=/^[A-Za-z0-9_.~-]$/;function ns(e){let t="";for(let n of new TextEncoder().encode(e)){let o=String.fromCharCode(n);t+=Kl.test(o)?o:`%${n.toString(16).toUpperCase().padStart(2,"0")}`}return t}function rs(e){let t="games/";return e.startsWith(t)?`name=${t}${ns(e.slice(t.length))}`:`name=${ns(e)}`}var Hl=se("CiRtb3VudGFpbl9nb2F0cy92MS9nYW1lX3NlcnZpY2UucHJvdG8SEW1vdW50YWluX2dvYXRzLnYxIoUBChFDcmVhdGVHYW1lUmVxdWVzdBIvCgdvcHRpb25zGAEgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZU9wdGlvbnMSDAoEc2VlZBgCIAEoDBIxCgtob3VzZV9zZWF0cxgDIAMoCzIcLm1vdW50YWluX2dvYXRzLnYxLkhvdXNlU2VhdCIrCglIb3VzZVNlYXQSDAoEc2VhdBgBIAEoDRIQCghzdHJhdGVneRgCIAEoCSI7ChJDcmVhdGVHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUiHgoOR2V0R2FtZVJlcXVlc3QSDAoEbmFtZRgBIAEoCSI4Cg9HZXRHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUiaAoQTGlzdEdhbWVzUmVxdWVzdBIRCglwYWdlX3NpemUYASABKA0SEgoKcGFnZV90b2tlbhgCIAEoCRItCgZzdGF0dXMYAyABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lU3RhdHVzIlQKEUxpc3RHYW1lc1Jlc3BvbnNlEiYKBWdhbWVzGAEgAygLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkifwoPSm9pbkdhbWVSZXF1ZXN0EgwKBG5hbWUYASABKAkSEwoLcGxheWVyX25hbWUYAiABKAkSEQoEc2VhdBgDIAEoDUgAiAEBEhIKCnNlYXRfdG9rZW4YBCABKAkSGQoRZGljZV9jb250cmlidXRpb24YBSABKAxCBwoFX3NlYXQiWwoQSm9pbkdhbWVSZXNwb25zZRIlCgRnYW1lGAEgASgLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIMCgRzZWF0GAIgASgNEhIKCnNlYXRfdG9rZW4YAyABKAki1gEKD0ZpbmRHYW1lUmVxdWVzdBIvCgdvcHRpb25zGAEgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZU9wdGlvbnMSEwoLcGxheWVyX25hbWUYAiABKAkSEgoKc2VhdF90b2tlbhgDIAEoCRIfChJob3VzZV9maWxsX3NlY29uZHMYBCABKA1IAIgBARIWCg5ob3VzZV9zdHJhdGVneRgFIAEoCRIZChFkaWNlX2NvbnRyaWJ1dGlvbhgGIAEoDEIVChNfaG91c2VfZmlsbF9zZWNvbmRzIlsKEEZpbmRHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUSDAoEc2VhdBgCIAEoDRISCgpzZWF0X3Rva2VuGAMgASgJIpABChFTdWJtaXRNb3ZlUmVxdWVzdBIMCgRuYW1lGAEgASgJEiUKBG1vdmUYAiABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Nb3ZlEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uImUKElN1Ym1pdE1vdmVSZXNwb25zZRIlCgRnYW1lGAEgASgLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIoCgZldmVudHMYAiADKAsyGC5tb3VudGFpbl9nb2F0cy52MS5FdmVudCIlChVMaXN0TGVnYWxNb3Zlc1JlcXVlc3QSDAoEbmFtZRgBIAEoCSKRAQoWTGlzdExlZ2FsTW92ZXNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEgwKBHNlYXQYAiABKA0SJQoEcm9sbBgDIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLlJvbGwSMQoLbGVnYWxfbW92ZXMYBCADKAsyHC5tb3VudGFpbl9nb2F0cy52MS5MZWdhbE1vdmUiSQoSUHJldmlld01vdmVSZXF1ZXN0EgwKBG5hbWUYASABKAkSJQoEbW92ZRgCIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLk1vdmUiaAoTUHJldmlld01vdmVSZXNwb25zZRInCgVib2FyZBgBIAEoCzIYLm1vdW50YWluX2dvYXRzLnYxLkJvYXJkEigKBmV2ZW50cxgCIAMoCzIYLm1vdW50YWluX2dvYXRzLnYxLkV2ZW50IkwKEFdhdGNoR2FtZVJlcXVlc3QSDAoEbmFtZRgBIAEoCRIZCgxyZXN1bWVfYWZ0ZXIYAiABKARIAIgBAUIPCg1fcmVzdW1lX2FmdGVyIrYBChFXYXRjaEdhbWVSZXNwb25zZRIzCghzbmFwc2hvdBgBIAEoCzIfLm1vdW50YWluX2dvYXRzLnYxLkdhbWVTbmFwc2hvdEgAEi8KBmNoYW5nZRgCIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkdhbWVDaGFuZ2VIABIxCgloZWFydGJlYXQYAyABKAsyHC5tb3VudGFpbl9nb2F0cy52MS5IZWFydGJlYXRIAEIICgZ1cGRhdGUiaAoMR2FtZVNuYXBzaG90EiUKBGdhbWUYASABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5HYW1lEjEKC2xlZ2FsX21vdmVzGAIgAygLMhwubW91bnRhaW5fZ29hdHMudjEuTGVnYWxNb3ZlIqEBCgpHYW1lQ2hhbmdlEg8KB3ZlcnNpb24YASABKAQSKAoGZXZlbnRzGAIgAygLMhgubW91bnRhaW5fZ29hdHMudjEuRXZlbnQSJQoEZ2FtZRgDIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUSMQoLbGVnYWxfbW92ZXMYBCADKAsyHC5tb3VudGFpbl9nb2F0cy52MS5MZWdhbE1vdmUiRgoJSGVhcnRiZWF0Eg8KB3ZlcnNpb24YASABKAQSKAoEdGltZRgCIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAiRgoUR2V0V2luQ2hhbmNlc1JlcXVlc3QSDAoEbmFtZRgBIAEoCRIUCgd2ZXJzaW9uGAIgASgESACIAQFCCgoIX3ZlcnNpb24ieAoVR2V0V2luQ2hhbmNlc1Jlc3BvbnNlEg8KB3ZlcnNpb24YASABKAQSEAoIcm9sbG91dHMYAiABKA0SLAoFc2VhdHMYAyADKAsyHS5tb3VudGFpbl9nb2F0cy52MS5TZWF0Q2hhbmNlEg4KBmNhY2hlZBgEIAEoCCJCCgpTZWF0Q2hhbmNlEgwKBHNlYXQYASABKA0SDgoGY2hhbmNlGAIgASgBEhYKDnN0YW5kYXJkX2Vycm9yGAMgASgBMpoHCgtHYW1lU2VydmljZRJZCgpDcmVhdGVHYW1lEiQubW91bnRhaW5fZ29hdHMudjEuQ3JlYXRlR2FtZVJlcXVlc3QaJS5tb3VudGFpbl9nb2F0cy52MS5DcmVhdGVHYW1lUmVzcG9uc2USUAoHR2V0R2FtZRIhLm1vdW50YWluX2dvYXRzLnYxLkdldEdhbWVSZXF1ZXN0GiIubW91bnRhaW5fZ29hdHMudjEuR2V0R2FtZVJlc3BvbnNlElYKCUxpc3RHYW1lcxIjLm1vdW50YWluX2dvYXRzLnYxLkxpc3RHYW1lc1JlcXVlc3QaJC5tb3VudGFpbl9nb2F0cy52MS5MaXN0R2FtZXNSZXNwb25zZRJTCghKb2luR2FtZRIiLm1vdW50YWluX2dvYXRzLnYxLkpvaW5HYW1lUmVxdWVzdBojLm1vdW50YWluX2dvYXRzLnYxLkpvaW5HYW1lUmVzcG9uc2USWQoKU3VibWl0TW92ZRIkLm1vdW50YWluX2dvYXRzLnYxLlN1Ym1pdE1vdmVSZXF1ZXN0GiUubW91bnRhaW5fZ29hdHMudjEuU3VibWl0TW92ZVJlc3BvbnNlEmUKDkxpc3RMZWdhbE1vdmVzEigubW91bnRhaW5fZ29hdHMudjEuTGlzdExlZ2FsTW92ZXNSZXF1ZXN0GikubW91bnRhaW5fZ29hdHMudjEuTGlzdExlZ2FsTW92ZXNSZXNwb25zZRJcCgtQcmV2aWV3TW92ZRIlLm1vdW50YWluX2dvYXRzLnYxLlByZXZpZXdNb3ZlUmVxdWVzdBomLm1vdW50YWluX2dvYXRzLnYxLlByZXZpZXdNb3ZlUmVzcG9uc2USWAoJV2F0Y2hHYW1lEiMubW91bnRhaW5fZ29hdHMudjEuV2F0Y2hHYW1lUmVxdWVzdBokLm1vdW50YWluX2dvYXRzLnYxLldhdGNoR2FtZVJlc3BvbnNlMAESUwoIRmluZEdhbWUSIi5tb3VudGFpbl9nb2F0cy52MS5GaW5kR2FtZVJlcXVlc3QaIy5tb3VudGFpbl9nb2F0cy52MS5GaW5kR2FtZVJlc3BvbnNlEmIKDUdldFdpbkNoYW5jZXMSJy5tb3VudGFpbl9nb2F0cy52MS5HZXRXaW5DaGFuY2VzUmVxdWVzdBooLm1vdW50YWluX2dvYXRzLnYxLkdldFdpbkNoYW5jZXNSZXNwb25zZUJ/ChRkZXYubW91bnRhaW5nb2F0cy52MUIQR2FtZVNlcnZpY2VQcm90b1ABWlNnaXRodWIuY29tL21vdW50YWluLWdvYXRzL21vdW50YWluLWdvYXRzL2NsaWVudHMvZ28vbW91bnRhaW5nb2F0c3YxO21vdW50YWluZ29hdHN2MWIGcHJvdG8z",[Ot,ha]);var as=ca(Hl,0);var Jl=e=>async t=>{let n=t.message;return typeof n.name=="string"&&n.name.startsWith("games/")&&t.header.set(os,rs(n.name)),e(t)};function tn(e=location.origin){return co(as,wo({baseUrl:e,interceptors:[Jl]}))}function So(e){return e.startsWith("games/")?e.slice(6):e}function ss(e){return`/games/${encodeURIComponent(So(e))}`}function m(e,t={},...n){let o=document.createElement(e);return is(o,t),xo(o,n),o}var Ql="http://www.w3.org/2000/svg";function N(e,t={},...n){let o=document.createElementNS(Ql,e);return is(o,t),xo(o,n),o}function is(e,t){for(let[n,o]of Object.entries(t))o==null||o===!1||(typeof o=="function"?e.addEventListener(n.replace(/^on/,""),o):e.setAttribute(n,o===!0?"":String(o)))}function xo(e,t){for(let n of t.flat())n==null||n===!1||e.append(typeof n=="number"?String(n):n)}function Ne(e,...t){e.replaceChildren(),xo(e,t)}var be=class{constructor(t){this.value=t}valueOf(){return this.value}},D=class extends be{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},q=class extends be{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},he=class e extends be{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof be)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof be&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var ls=100,ql="⁨",eu="⁩";function tu(e,t,n){if(n===t||n instanceof q&&t instanceof q&&n.value===t.value)return!0;if(t instanceof q&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function us(e,t,n){return t[n]?Xe(e,t[n].value):(e.reportError(new RangeError("No default")),new D)}function No(e,t){let n=[],o=Object.create(null);for(let r of t)r.type==="narg"?o[r.name]=dt(e,r.value):n.push(dt(e,r));return{positional:n,named:o}}function dt(e,t){switch(t.type){case"str":return t.value;case"num":return new q(t.value,{minimumFractionDigits:t.precision});case"var":return nu(e,t);case"mesg":return ou(e,t);case"term":return ru(e,t);case"func":return au(e,t);case"select":return su(e,t);default:return new D}}function nu(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new D(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new D(`$${t}`);if(n instanceof be)return n;switch(typeof n){case"string":return n;case"number":return new q(n);case"object":if(he.supportsValue(n))return new he(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new D(`$${t}`)}}function ou(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new D(t);if(n){let r=o.attributes[n];return r?Xe(e,r):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new D(`${t}.${n}`))}return o.value?Xe(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new D(t))}function ru(e,{name:t,attr:n,args:o}){let r=`-${t}`,a=e.bundle._terms.get(r);if(!a)return e.reportError(new ReferenceError(`Unknown term: ${r}`)),new D(r);if(n){let i=a.attributes[n];if(i){e.params=No(e,o).named;let l=Xe(e,i);return e.params=null,l}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new D(`${r}.${n}`)}e.params=No(e,o).named;let s=Xe(e,a.value);return e.params=null,s}function au(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new D(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new D(`${t}()`);try{let r=No(e,n);return o(r.positional,r.named)}catch(r){return e.reportError(r),new D(`${t}()`)}}function su(e,{selector:t,variants:n,star:o}){let r=dt(e,t);if(r instanceof D)return us(e,n,o);for(let a of n){let s=dt(e,a.key);if(tu(e,r,s))return Xe(e,a.value)}return us(e,n,o)}function $o(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new D;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let r of t){if(typeof r=="string"){n.push(e.bundle._transform(r));continue}if(e.placeables++,e.placeables>ls)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${ls}`);o&&n.push(ql),n.push(dt(e,r).toString(e)),o&&n.push(eu)}return e.dirty.delete(t),n.join("")}function Xe(e,t){return typeof t=="string"?e.bundle._transform(t):$o(e,t)}var nn=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let r=JSON.stringify(n);return o[r]||(o[r]=new t(this.bundle.locales,n)),o[r]}};function ko(e,t){let n=Object.create(null);for(let[o,r]of Object.entries(e))t.includes(o)&&(n[o]=r.valueOf());return n}var cs=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function ds(e,t){let n=e[0];if(n instanceof D)return new D(`NUMBER(${n.valueOf()})`);if(n instanceof q)return new q(n.valueOf(),{...n.opts,...ko(t,cs)});if(n instanceof he)return new q(n.toNumber(),{...ko(t,cs)});throw new TypeError("Invalid argument to NUMBER")}var iu=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function ms(e,t){let n=e[0];if(n instanceof D)return new D(`DATETIME(${n.valueOf()})`);if(n instanceof he||n instanceof q)return new he(n,ko(t,iu));throw new TypeError("Invalid argument to DATETIME")}var ps=new Map;function fs(e){let t=Array.isArray(e)?e.join(" "):e,n=ps.get(t);return n===void 0&&(n=new Map,ps.set(t,n)),n}var mt=class{constructor(t,{functions:n,useIsolating:o=!0,transform:r=a=>a}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:ds,DATETIME:ms,...n},this._useIsolating=o,this._transform=r,this._intls=fs(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let r=0;r<t.body.length;r++){let a=t.body[r];if(a.id.startsWith("-")){if(n===!1&&this._terms.has(a.id)){o.push(new Error(`Attempt to override an existing term: "${a.id}"`));continue}this._terms.set(a.id,a)}else{if(n===!1&&this._messages.has(a.id)){o.push(new Error(`Attempt to override an existing message: "${a.id}"`));continue}this._messages.set(a.id,a)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let r=new nn(this,o,n);try{return $o(r,t).toString(r)}catch(a){if(r.errors&&a instanceof Error)return r.errors.push(a),new D().toString(r);throw a}}};var Io=/^(-?[a-zA-Z][\w-]*) *= */gm,gs=/\.([a-zA-Z][\w-]*) *= */y,lu=/\*?\[/y,Ao=/(-?[0-9]+(?:\.([0-9]+))?)/y,uu=/([a-zA-Z][\w-]*)/y,bs=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,cu=/^[A-Z][A-Z0-9_-]*$/,on=/([^{}\n\r]+)/y,du=/([^\\"\n\r]*)/y,hs=/\\([\\"])/y,ys=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,mu=/^\n+/,vs=/ +$/,pu=/ *\r?\n/g,fu=/( *)$/,gu=/{\s*/y,Es=/\s*}/y,bu=/\[\s*/y,hu=/\s*] */y,yu=/\s*\(\s*/y,vu=/\s*->\s*/y,Eu=/\s*:\s*/y,wu=/\s*,?\s*/y,Su=/\s+/y,pt=class{constructor(t){this.body=[],Io.lastIndex=0;let n=0;for(;;){let b=Io.exec(t);if(b===null)break;n=Io.lastIndex;try{this.body.push(l(b[1]))}catch(E){if(E instanceof SyntaxError)continue;throw E}}function o(b){return b.lastIndex=n,b.test(t)}function r(b,E){if(t[n]===b)return n++,!0;if(E)throw new E(`Expected ${b}`);return!1}function a(b,E){if(o(b))return n=b.lastIndex,!0;if(E)throw new E(`Expected ${b.toString()}`);return!1}function s(b){b.lastIndex=n;let E=b.exec(t);if(E===null)throw new SyntaxError(`Expected ${b.toString()}`);return n=b.lastIndex,E}function i(b){return s(b)[1]}function l(b){let E=p(),R=u();if(E===null&&Object.keys(R).length===0)throw new SyntaxError("Expected message value or attributes");return{id:b,value:E,attributes:R}}function u(){let b=Object.create(null);for(;o(gs);){let E=i(gs),R=p();if(R===null)throw new SyntaxError("Expected attribute value");b[E]=R}return b}function p(){let b;if(o(on)&&(b=i(on)),t[n]==="{"||t[n]==="}")return h(b?[b]:[],1/0);let E=G();return E?b?h([b,E],E.length):(E.value=A(E.value,mu),h([E],E.length)):b?A(b,vs):null}function h(b=[],E){for(;;){if(o(on)){b.push(i(on));continue}if(t[n]==="{"){b.push(w());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let z=G();if(z){b.push(z),E=Math.min(E,z.length);continue}break}let R=b.length-1,W=b[R];typeof W=="string"&&(b[R]=A(W,vs));let J=[];for(let z of b)z instanceof rn&&(z=z.value.slice(0,z.value.length-E)),z&&J.push(z);return J}function w(){a(gu,SyntaxError);let b=f();if(a(Es))return b;if(a(vu)){let E=T();return a(Es,SyntaxError),{type:"select",selector:b,...E}}throw new SyntaxError("Unclosed placeable")}function f(){if(t[n]==="{")return w();if(o(bs)){let[,b,E,R=null]=s(bs);if(b==="$")return{type:"var",name:E};if(a(yu)){let W=y();if(b==="-")return{type:"term",name:E,attr:R,args:W};if(cu.test(E))return{type:"func",name:E,args:W};throw new SyntaxError("Function names must be all upper-case")}return b==="-"?{type:"term",name:E,attr:R,args:[]}:{type:"mesg",name:E,attr:R}}return I()}function y(){let b=[];for(;;){switch(t[n]){case")":return n++,b;case void 0:throw new SyntaxError("Unclosed argument list")}b.push(k()),a(wu)}}function k(){let b=f();return b.type!=="mesg"?b:a(Eu)?{type:"narg",name:b.name,value:I()}:b}function T(){let b=[],E=0,R;for(;o(lu);){r("*")&&(R=E);let W=C(),J=p();if(J===null)throw new SyntaxError("Expected variant value");b[E++]={key:W,value:J}}if(E===0)return null;if(R===void 0)throw new SyntaxError("Expected default variant");return{variants:b,star:R}}function C(){a(bu,SyntaxError);let b;return o(Ao)?b=v():b={type:"str",value:i(uu)},a(hu,SyntaxError),b}function I(){if(o(Ao))return v();if(t[n]==='"')return g();throw new SyntaxError("Invalid expression")}function v(){let[,b,E=""]=s(Ao),R=E.length;return{type:"num",value:parseFloat(b),precision:R}}function g(){r('"',SyntaxError);let b="";for(;;){if(b+=i(du),t[n]==="\\"){b+=x();continue}if(r('"'))return{type:"str",value:b};throw new SyntaxError("Unclosed string literal")}}function x(){if(o(hs))return i(hs);if(o(ys)){let[,b,E]=s(ys),R=parseInt(b||E,16);return R<=55295||57344<=R?String.fromCodePoint(R):"�"}throw new SyntaxError("Unknown escape sequence")}function G(){let b=n;switch(a(Su),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return _(t.slice(b,n))}return t[n-1]===" "?_(t.slice(b,n)):!1}function A(b,E){return b.replace(E,"")}function _(b){let E=b.replace(pu,`
`),R=fu.exec(b)[1].length;return new rn(E,R)}}},rn=class{constructor(t,n){this.value=t,this.length=n}};var ws=`# The viewer's messages, in English (the reference: every other language has
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
status-cancelled = Cancelled
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
lobby-filter-cancelled = Cancelled
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
conn-game-cancelled = Game cancelled
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
replay-version-cancelled = Version { $version } of { $total } · cancelled
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
status-cancelled-expired = Cancelled before it started: nobody joined in time
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
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Chance to win: { $chance } ± { $error }, from { $rollouts } game played out
       *[other] Chance to win: { $chance } ± { $error }, from { $rollouts } games played out
    }
chance-seat-final = { $chance }
    .title = Chance to win: { $chance }. The game is over.
chances-explain = { $rollouts ->
    [one] Estimated from { $rollouts } game played out from this version; each chance is good to about ± { $error }.
   *[other] Estimated from { $rollouts } games played out from this version; each chance is good to about ± { $error }.
}
chances-final = The game is over: these chances are its result.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Chances to win over the game: { $count } version estimated, from version { $from } to { $to }
   *[other] Chances to win over the game: { $count } versions estimated, from version { $from } to { $to }
}
chances-plot-seat = { $name } ({ $look }): { $now } now, lowest { $low }, highest { $high }

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
ev-game-cancelled = The server cancelled the game: no seat was taken in time
ev-game-cancelled-other = The server cancelled the game ({ $reason })
ev-clock = { $name }'s clock ran out: the server plays the first listed move for them
ev-house = { $name } ran out of time too often: a { $strategy } house bot plays the seat from now on
ev-unknown = An event this page does not know
waste-no-mountain = no mountain has that number
waste-no-tokens = no point tokens are left there
waste-spot-taken = that Big Mountain spot is taken
waste-no-goat = no goat was named for the Big Mountain
waste-unknown = no reason given
`;var Ss=`# Les messages du visualiseur, en français. Les mots du jeu suivent la règle
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
status-cancelled = Annulée
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
lobby-filter-cancelled = Annulées
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
conn-game-cancelled = Partie annulée
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
replay-version-cancelled = Version { $version } sur { $total } · annulée
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
status-cancelled-expired = Annulée avant de commencer : personne n’a rejoint à temps
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
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Chance de gagner : { $chance } ± { $error }, sur { $rollouts } partie jouée jusqu’au bout
       *[other] Chance de gagner : { $chance } ± { $error }, sur { $rollouts } parties jouées jusqu’au bout
    }
chance-seat-final = { $chance }
    .title = Chance de gagner : { $chance }. La partie est finie.
chances-explain = { $rollouts ->
    [one] Estimées sur { $rollouts } partie jouée jusqu’au bout depuis cette version ; chaque chance est juste à environ ± { $error } près.
   *[other] Estimées sur { $rollouts } parties jouées jusqu’au bout depuis cette version ; chaque chance est juste à environ ± { $error } près.
}
chances-final = La partie est finie : ces chances sont son résultat.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Chances de gagner au fil de la partie : { $count } version estimée, de la version { $from } à la version { $to }
   *[other] Chances de gagner au fil de la partie : { $count } versions estimées, de la version { $from } à la version { $to }
}
chances-plot-seat = { $name } ({ $look }) : { $now } maintenant, au plus bas { $low }, au plus haut { $high }

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
ev-game-cancelled = Le serveur a annulé la partie : aucune place n’a été prise à temps
ev-game-cancelled-other = Le serveur a annulé la partie ({ $reason })
ev-clock = Le temps de { $name } est écoulé : le serveur joue pour lui le premier coup de la liste
ev-house = { $name } a trop souvent manqué de temps : un robot { $strategy } de la maison joue désormais cette place
ev-unknown = Un événement que cette page ne connaît pas
waste-no-mountain = aucune montagne ne porte ce numéro
waste-no-tokens = il n’y reste plus de jeton Points
waste-spot-taken = cette marche de la Grande Montagne est prise
waste-no-goat = aucune chèvre n’a été désignée pour la Grande Montagne
waste-unknown = sans raison donnée
`;var xs=`# De berichten van de viewer, in het Nederlands. De woorden van het spel volgen
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
status-cancelled = Geannuleerd
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
lobby-filter-cancelled = Geannuleerd
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
conn-game-cancelled = Spel geannuleerd
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
replay-version-cancelled = Versie { $version } van { $total } · geannuleerd
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
status-cancelled-expired = Geannuleerd voor de start: niemand deed op tijd mee
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
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Kans om te winnen: { $chance } ± { $error }, uit { $rollouts } uitgespeeld spel
       *[other] Kans om te winnen: { $chance } ± { $error }, uit { $rollouts } uitgespeelde spellen
    }
chance-seat-final = { $chance }
    .title = Kans om te winnen: { $chance }. Het spel is voorbij.
chances-explain = { $rollouts ->
    [one] Geschat uit { $rollouts } spel dat vanaf deze versie is uitgespeeld; elke kans klopt tot op ongeveer ± { $error }.
   *[other] Geschat uit { $rollouts } spellen die vanaf deze versie zijn uitgespeeld; elke kans klopt tot op ongeveer ± { $error }.
}
chances-final = Het spel is voorbij: deze kansen zijn de uitslag.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Kansen om te winnen door het spel heen: { $count } versie geschat, van versie { $from } tot { $to }
   *[other] Kansen om te winnen door het spel heen: { $count } versies geschat, van versie { $from } tot { $to }
}
chances-plot-seat = { $name } ({ $look }): nu { $now }, laagst { $low }, hoogst { $high }

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
ev-game-cancelled = De server heeft het spel geannuleerd: er werd niet op tijd een plaats genomen
ev-game-cancelled-other = De server heeft het spel geannuleerd ({ $reason })
ev-clock = De tijd van { $name } is op: de server speelt de eerste zet uit de lijst
ev-house = { $name } had te vaak geen tijd meer: een { $strategy }-bot van het huis speelt voortaan deze plaats
ev-unknown = Een gebeurtenis die deze pagina niet kent
waste-no-mountain = geen berg heeft dat nummer
waste-no-tokens = daar zijn geen Puntfiches meer
waste-spot-taken = die plek van de Big Mountain is bezet
waste-no-goat = er is geen geit genoemd voor de Big Mountain
waste-unknown = geen reden opgegeven
`;var Ns=`# Komunikaty przeglądarki gier po polsku. Słowa gry jak w polskich zasadach:
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
status-cancelled = Anulowana
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
lobby-filter-cancelled = Anulowane
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
conn-game-cancelled = Gra anulowana
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
replay-version-cancelled = Wersja { $version } z { $total } · anulowana
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
status-cancelled-expired = Anulowana przed rozpoczęciem: nikt nie dołączył na czas
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
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranej do końca
        [few] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranych do końca
        [many] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranych do końca
       *[other] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranej do końca
    }
chance-seat-final = { $chance }
    .title = Szansa na wygraną: { $chance }. Gra jest skończona.
chances-explain = { $rollouts ->
    [one] Oszacowano z { $rollouts } partii rozegranej do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
    [few] Oszacowano z { $rollouts } partii rozegranych do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
    [many] Oszacowano z { $rollouts } partii rozegranych do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
   *[other] Oszacowano z { $rollouts } partii rozegranej do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
}
chances-final = Gra jest skończona: te szanse to jej wynik.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Szanse na wygraną w trakcie gry: oszacowano { $count } wersję, od wersji { $from } do { $to }
    [few] Szanse na wygraną w trakcie gry: oszacowano { $count } wersje, od wersji { $from } do { $to }
    [many] Szanse na wygraną w trakcie gry: oszacowano { $count } wersji, od wersji { $from } do { $to }
   *[other] Szanse na wygraną w trakcie gry: oszacowano { $count } wersji, od wersji { $from } do { $to }
}
chances-plot-seat = { $name } ({ $look }): teraz { $now }, najmniej { $low }, najwięcej { $high }

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
ev-game-cancelled = Serwer anulował grę: nikt nie zajął miejsca na czas
ev-game-cancelled-other = Serwer anulował grę ({ $reason })
ev-clock = { $name }: czas minął, serwer wykonuje pierwszy ruch z listy
ev-house = { $name } zbyt często nie zdąża: odtąd to miejsce gra bot serwera ({ $strategy })
ev-unknown = Zdarzenie nieznane tej stronie
waste-no-mountain = nie ma góry o tym numerze
waste-no-tokens = nie zostały tam Żetony Punktowe
waste-spot-taken = to pole Wielkiej Góry jest zajęte
waste-no-goat = nie wskazano kozy dla Wielkiej Góry
waste-unknown = bez podanego powodu
`;var $s=`# Повідомлення переглядача українською. Слова гри — як в українських правилах:
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
status-cancelled = Скасована
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
lobby-filter-cancelled = Скасовані
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
conn-game-cancelled = Гру скасовано
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
replay-version-cancelled = Версія { $version } з { $total } · скасована
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
status-cancelled-expired = Скасована до початку: ніхто не приєднався вчасно
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
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партії, зіграної до кінця
        [few] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партій, зіграних до кінця
        [many] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партій, зіграних до кінця
       *[other] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партії, зіграної до кінця
    }
chance-seat-final = { $chance }
    .title = Шанс на перемогу: { $chance }. Гру закінчено.
chances-explain = { $rollouts ->
    [one] Оцінено з { $rollouts } партії, зіграної до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
    [few] Оцінено з { $rollouts } партій, зіграних до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
    [many] Оцінено з { $rollouts } партій, зіграних до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
   *[other] Оцінено з { $rollouts } партії, зіграної до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
}
chances-final = Гру закінчено: ці шанси — її результат.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Шанси на перемогу протягом гри: оцінено { $count } версію, від версії { $from } до { $to }
    [few] Шанси на перемогу протягом гри: оцінено { $count } версії, від версії { $from } до { $to }
    [many] Шанси на перемогу протягом гри: оцінено { $count } версій, від версії { $from } до { $to }
   *[other] Шанси на перемогу протягом гри: оцінено { $count } версії, від версії { $from } до { $to }
}
chances-plot-seat = { $name } ({ $look }): зараз { $now }, найменше { $low }, найбільше { $high }

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
ev-game-cancelled = Сервер скасував гру: ніхто не зайняв місце вчасно
ev-game-cancelled-other = Сервер скасував гру ({ $reason })
ev-clock = { $name }: час вичерпано, сервер робить перший хід зі списку
ev-house = { $name } надто часто не встигає: відтепер за це місце грає бот сервера ({ $strategy })
ev-unknown = Подія, якої ця сторінка не знає
waste-no-mountain = гори з таким номером немає
waste-no-tokens = там не лишилося жетонів очок
waste-spot-taken = це місце Великої гори зайняте
waste-no-goat = для Великої гори не названо козу
waste-unknown = без причини
`;var As=["en","fr","nl","uk","pl"],Au={en:"English",fr:"Français",nl:"Nederlands",uk:"Українська",pl:"Polski"},Tu={en:ws,fr:Ss,nl:xs,uk:$s,pl:Ns},Ts="mountain-goats.lang";function Ru(e){let t=new mt(e,{useIsolating:!1}),n=t.addResource(new pt(Tu[e]));for(let o of n)console.warn(`l10n ${e}: ${o.message}`);return t}var ks=new Map;function Is(e){let t=ks.get(e);return t||(t=Ru(e),ks.set(e,t)),t}var ft=new Set;function an(e){return!!e&&As.includes(e)}function Gu(e){for(let t of e){let n=t.toLowerCase().split(/[-_]/)[0];if(an(n))return n}return"en"}function Mu(){let e=new URLSearchParams(location.search).get("lang");if(an(e))return e;try{let n=localStorage.getItem(Ts);if(an(n))return n}catch{}let t=navigator.languages?.length?navigator.languages:[navigator.language];return Gu(t)}var ye="en",Rs=[];function gt(){return ye}function Gs(e,t=!1){if(ye=e,document.documentElement.lang=e,t)try{localStorage.setItem(Ts,e)}catch{}for(let n of[...Rs])n()}function _e(e){Rs.push(e)}function Ms(){Gs(Mu())}function _s(e,t,n){for(let o of ye==="en"?["en"]:[ye,"en"]){let r=Is(o).getMessage(e),a=n?r?.attributes[n]:r?.value;if(a){o!==ye&&ft.add(`${ye}:${e}${n?`.${n}`:""}`);let s=[],i=Is(o).formatPattern(a,t,s);for(let l of s)ft.add(`${o}:${e}: ${l.message}`);return i}}return ft.add(`en:${e}${n?`.${n}`:""}`),e}function d(e,t){return _s(e,t)}function ve(e,t,n){return _s(e,n,t)}function Ls(e){return new Intl.ListFormat(ye,{style:"long",type:"conjunction"}).formatToParts(e).map(n=>({text:n.value,item:n.type==="element"}))}function sn(e){return new Intl.ListFormat(ye,{style:"long",type:"conjunction"}).format(e)}function ln(){let e=m("select",{id:"language",class:"language-select","aria-label":d("language-label")},As.map(n=>m("option",{value:n,lang:n,selected:n===ye},Au[n])));e.addEventListener("change",()=>{an(e.value)&&Gs(e.value,!0)}),_e(()=>{e.value=ye,e.setAttribute("aria-label",d("language-label"))});let t=N("svg",{class:"language-icon",width:18,height:18,viewBox:"0 0 20 20","aria-hidden":"true",focusable:"false"},N("circle",{cx:10,cy:10,r:8.5}),N("ellipse",{cx:10,cy:10,rx:3.8,ry:8.5}),N("path",{d:"M1.5 10h17M3 5.5h14M3 14.5h14"}));return m("span",{class:"language"},t,e)}var _u=["blue","orange","green","purple","yellow"],Le=["circle","triangle","square","diamond","star"];function Ie(e){let t=e?.seats??[],n=new Map;for(let o of t)o.taken&&n.set(o.playerName,(n.get(o.playerName)??0)+1);return t.map(o=>{if(!o.taken)return d("seat",{seat:o.index+1});let r=[];return o.houseStrategy&&r.push(d(Lu(o.playerName,o.houseStrategy)?"seat-note-house":"seat-note-house-bot")),(n.get(o.playerName)??0)>1&&r.push(d("seat-note-seat",{seat:o.index+1})),r.length?`${o.playerName} (${r.join(", ")})`:o.playerName})}function Lu(e,t){let n=e.toLowerCase(),o=`${t.toLowerCase()} bot`;return n===o||n.startsWith(`${o} `)&&/^\d+$/.test(n.slice(o.length+1))}function j(e,t){return e[t]??d("seat",{seat:t+1})}var Cs={circle:e=>["circle",{cx:e/2,cy:e/2,r:e/2-1.5}],triangle:e=>["polygon",{points:`${e/2},1.5 ${e-1.5},${e-1.5} 1.5,${e-1.5}`}],square:e=>["rect",{x:2,y:2,width:e-4,height:e-4}],diamond:e=>["polygon",{points:`${e/2},1 ${e-1},${e/2} ${e/2},${e-1} 1,${e/2}`}],star:e=>{let t=[];for(let n=0;n<10;n++){let o=n%2===0?e/2-1:e/4.6,r=-Math.PI/2+n*Math.PI/5;t.push(`${(e/2+o*Math.cos(r)).toFixed(2)},${(e/2+.6+o*Math.sin(r)).toFixed(2)}`)}return["polygon",{points:t.join(" ")}]}};function Ce(e,t=18){let n=Le[e%Le.length],[o,r]=Cs[n](t);return N("svg",{class:`mark seat-${e%_u.length}`,width:t,height:t,viewBox:`0 0 ${t} ${t}`,"aria-hidden":"true",focusable:"false"},N(o,{...r,class:"mark-shape"}))}function un(e){return d(`seat-look-${e%Le.length}`)}function cn(e,t){let n=Le[e%Le.length],[o,r]=Cs[n](t);return N(o,{...r,class:"mark-shape"})}var Cu=1500,mn=class{constructor(t,n,o){this.client=t;this.name=n;this.changed=o;this.known=new Map;this.start=1;this.pending=new Set;this.wanted=0;this.last=0;this.busy=!1;this.retryAt=0;this.stopped=!1}want(t,n,o){this.last=Math.max(this.last,n),this.start=Math.max(this.start,o),this.wanted=t,this.pump()}stop(){this.stopped=!0,window.clearTimeout(this.timer)}at(t){return this.known.get(t)??void 0}next(){let t=n=>n>=this.start&&n<=this.last&&!this.known.has(n)&&!this.pending.has(n);if(t(this.wanted))return this.wanted;for(let n=this.last;n>=this.start;n--)if(t(n))return n}pump(){if(this.stopped||this.busy)return;let t=this.retryAt-Date.now();if(t>0){window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.pump(),t);return}let n=this.next();n!==void 0&&(this.busy=!0,this.pending.add(n),this.ask(n).finally(()=>{this.pending.delete(n),this.busy=!1,this.pump()}))}async ask(t){try{let n=await this.client.getWinChances({name:this.name,version:BigInt(t)});this.known.set(t,{version:t,chances:n.seats.map(o=>o.chance),errors:n.seats.map(o=>o.standardError),rollouts:n.rollouts})}catch(n){let o=n instanceof V?n.code:$.Unknown;if(o===$.FailedPrecondition)this.known.set(t,null),this.start=Math.max(this.start,t+1);else if(o===$.Unavailable||o===$.ResourceExhausted||o===$.Unknown||o===$.DeadlineExceeded){this.retryAt=Date.now()+Cu;return}else{this.known.set(t,null);return}}this.changed(t)}};function $e(e,t=0){return new Intl.NumberFormat(gt(),{style:"percent",maximumFractionDigits:t}).format(e)}function To(e,t){for(let n of e.querySelectorAll(".player .chance")){let o=Number(n.closest(".player")?.dataset.seat??-1),r=t?.chances[o];if(!t||r===void 0){n.hidden=!0,n.textContent="",n.dataset.chance="",n.removeAttribute("title"),n.removeAttribute("aria-label");continue}n.hidden=!1,n.textContent=$e(r),n.dataset.chance=String(r),n.dataset.version=String(t.version);let a={chance:$e(r),error:$e(t.errors[o]??0,1),rollouts:t.rollouts};n.title=t.rollouts>0?ve("chance-seat","title",a):ve("chance-seat-final","title",a),n.setAttribute("aria-label",n.title)}}var Vs=["","7 3","2 3","9 3 2 3","4 2"],dn=320,bt=150,ne={left:34,right:14,top:10,bottom:22};function Fs(e,t,n,o){let r=[...e.known.entries()].filter(I=>I[1]!==null&&I[1].chances.length===t).sort((I,v)=>I[0]-v[0]);if(!r.length)return{figure:m("p",{class:"hint"},d("win-chances-soon")),points:0};let a=r[0][0],s=r[r.length-1][0],i=Math.max(1,s-a),l=I=>ne.left+(I-a)/i*(dn-ne.left-ne.right),u=I=>ne.top+(1-I)*(bt-ne.top-ne.bottom),p=[0,.25,.5,.75,1].map(I=>N("g",{class:"chances-grid"},N("line",{x1:ne.left,x2:dn-ne.right,y1:u(I),y2:u(I)}),N("text",{x:ne.left-4,y:u(I)+3.5,"text-anchor":"end"},$e(I)))),h=N("g",{class:"chances-axis"},N("text",{x:ne.left,y:bt-6,"text-anchor":"start"},d("chances-version",{version:a})),N("text",{x:dn-ne.right,y:bt-6,"text-anchor":"end"},d("chances-version",{version:s}))),w=o>=a&&o<=s?N("line",{class:"chances-now",x1:l(o),x2:l(o),y1:ne.top,y2:bt-ne.bottom}):null,f=[],y=[];for(let I=0;I<t;I++){let v=r.map(([E,R])=>[E,R.chances[I]??0]),g=v.map(([E,R])=>`${l(E).toFixed(1)},${u(R).toFixed(1)}`).join(" "),[x,G]=v[v.length-1],A=9,_=Vs[I%Vs.length];f.push(N("g",{class:`chances-seat seat-${I%Le.length}`,"data-seat":I},N("polyline",{class:"chances-casing",points:g}),N("polyline",{class:"chances-line",points:g,"data-seat":I,"stroke-dasharray":_||null}),N("g",{transform:`translate(${(l(x)-A/2).toFixed(1)} ${(u(G)-A/2).toFixed(1)})`},cn(I,A))));let b=v.map(([,E])=>E);y.push(d("chances-plot-seat",{name:j(n,I),look:un(I),now:$e(G),low:$e(Math.min(...b)),high:$e(Math.max(...b))}))}let k=d("chances-plot-label",{from:a,to:s,count:r.length}),T=N("svg",{class:"chances-svg",viewBox:`0 0 ${dn} ${bt}`,role:"img","aria-labelledby":"chances-plot-title","aria-describedby":"chances-summary",focusable:"false"},N("title",{id:"chances-plot-title"},k),p,h,w,f);return{figure:m("figure",{class:"chances-figure","data-versions":r.length,"data-from":a,"data-to":s},T,m("figcaption",{},m("ul",{class:"chances-summary",id:"chances-summary"},y.map(I=>m("li",{},I))))),points:r.length}}function Ro(e){return(e?.dice??[]).join(", ")}function ht(e,t){return t.reduce((n,o)=>n+(e.faces[o]??0),0)}function Fu(e){return e?e.groups.length===0?d("ev-move-declined"):e.groups.map(t=>`${t.dice.map(n=>e.faces[n]??"?").join("+")} = ${ht(e,t.dice)}`).join(", "):d("ev-move-nothing")}function pn(e){switch(e){case 1:return d("end-why-bonus");case 2:return d("end-why-mountains");default:return d("end-why-other")}}function Ou(e){switch(e){case 1:return d("waste-no-mountain");case 2:return d("waste-no-tokens");case 3:return d("waste-spot-taken");case 4:return d("waste-no-goat");default:return d("waste-unknown")}}function Go(e,t){let n=r=>j(t,r),o=e.kind;switch(o.case){case"seatJoined":return d("ev-seat-joined",{name:o.value.playerName,seat:o.value.seat+1});case"gameStarted":return d("ev-game-started",{name:n(o.value.firstSeat)});case"diceRolled":return d("ev-dice-rolled",{turn:Number(o.value.turn)+1,name:n(o.value.seat),dice:Ro(o.value.roll)});case"onesChanged":return d("ev-ones-changed",{name:n(o.value.seat),from:Ro(o.value.from),to:Ro(o.value.to)});case"movePlayed":return d("ev-move-played",{name:n(o.value.seat),groups:Fu(o.value.move)});case"goatClimbed":return d("ev-goat-climbed",{name:n(o.value.seat),mountain:o.value.mountain,step:o.value.toPosition});case"summitReached":return d("ev-summit-reached",{name:n(o.value.seat),mountain:o.value.mountain});case"goatKnockedDown":return d("ev-knocked-down",{name:n(o.value.seat),mountain:o.value.mountain});case"pointTokenTaken":return d("ev-point-token",{name:n(o.value.seat),mountain:o.value.mountain});case"bonusTokenTaken":return d("ev-bonus-token",{name:n(o.value.seat),value:o.value.value});case"goatPlacedOnBigMountain":return d("ev-placed-big",{name:n(o.value.seat),mountain:o.value.fromMountain,spot:o.value.spot});case"goatMovedOnBigMountain":return d("ev-moved-big",{name:n(o.value.seat),from:o.value.fromSpot,to:o.value.toSpot});case"goatReturnedFromBigMountain":return d("ev-returned-big",{name:n(o.value.seat),spot:o.value.fromSpot,mountain:o.value.mountain,step:o.value.position});case"groupWasted":return d("ev-wasted",{name:n(o.value.seat),sum:o.value.sum,why:Ou(o.value.reason)});case"turnEnded":return d("ev-turn-ended",{name:n(o.value.seat)});case"endTriggered":return d("ev-end-triggered",{why:pn(o.value.trigger)});case"gameOver":return d("ev-game-over");case"gameCancelled":return o.value.reason==="EXPIRED"?d("ev-game-cancelled"):d("ev-game-cancelled-other",{reason:o.value.reason});case"clockRanOut":return d("ev-clock",{name:n(o.value.seat)});case"seatPassedToHouse":return d("ev-house",{name:n(o.value.seat),strategy:o.value.strategy});default:return d("ev-unknown")}}async function Mo(e){return globalThis.crypto?.subtle?new Uint8Array(await crypto.subtle.digest("SHA-256",e)):Pu(e)}function Wu(e){return Array.from(e,t=>t.toString(16).padStart(2,"0")).join("")}async function Uu(e,t){if(t.every(s=>s.length===0))return e;let n=e.length+t.reduce((s,i)=>s+4+i.length,0),o=new Uint8Array(n),r=new DataView(o.buffer);o.set(e);let a=e.length;for(let s of t)r.setUint32(a,s.length),o.set(s,a+4),a+=4+s.length;return Mo(o)}async function Du(e){return e.diceSource===2?Uu(e.seed,e.seats.map(t=>t.diceContribution)):e.seed}async function Bu(e,t){let n=[],o=new Uint8Array(e.length+12);o.set(e);let r=new DataView(o.buffer,e.length,12);r.setBigUint64(0,t);for(let a=0;n.length<4;a++){r.setUint32(8,a);for(let s of await Mo(o))if(s<252&&(n.push(s%6+1),n.length===4))break}return n}async function Ws(e,t){let n=e.seedSha256;if(e.seed.length===0)return{ok:!1,rolls:0,problem:"the seed is not revealed"};let o=Wu(await Mo(e.seed));if(o!==n.toLowerCase())return{ok:!1,rolls:0,problem:`SHA-256(seed) is ${o}, but the game committed to ${n}`};let r=await Du(e),a=0;for(let[s,i]of[...t].sort((l,u)=>l[0]<u[0]?-1:1)){let l=await Bu(r,s);if(i.length!==4||i.some((u,p)=>u!==l[p]))return{ok:!1,rolls:a,problem:`turn ${s+1n}: the server rolled ${i.join(", ")}, the seed gives ${l.join(", ")}`};a++}return{ok:!0,rolls:a}}var zu=new Uint32Array([1116352408,1899447441,3049323471,3921009573,961987163,1508970993,2453635748,2870763221,3624381080,310598401,607225278,1426881987,1925078388,2162078206,2614888103,3248222580,3835390401,4022224774,264347078,604807628,770255983,1249150122,1555081692,1996064986,2554220882,2821834349,2952996808,3210313671,3336571891,3584528711,113926993,338241895,666307205,773529912,1294757372,1396182291,1695183700,1986661051,2177026350,2456956037,2730485921,2820302411,3259730800,3345764771,3516065817,3600352804,4094571909,275423344,430227734,506948616,659060556,883997877,958139571,1322822218,1537002063,1747873779,1955562222,2024104815,2227730452,2361852424,2428436474,2756734187,3204031479,3329325298]);function Pu(e){let t=e.length,n=new Uint8Array(Math.ceil((t+9)/64)*64);n.set(e),n[t]=128;let o=new DataView(n.buffer);o.setUint32(n.length-8,Math.floor(t/536870912)),o.setUint32(n.length-4,t*8>>>0);let r=new Uint32Array([1779033703,3144134277,1013904242,2773480762,1359893119,2600822924,528734635,1541459225]),a=new Uint32Array(64),s=(u,p)=>u>>>p|u<<32-p;for(let u=0;u<n.length;u+=64){for(let v=0;v<16;v++)a[v]=o.getUint32(u+v*4);for(let v=16;v<64;v++){let g=s(a[v-15],7)^s(a[v-15],18)^a[v-15]>>>3,x=s(a[v-2],17)^s(a[v-2],19)^a[v-2]>>>10;a[v]=a[v-16]+g+a[v-7]+x>>>0}let[p,h,w,f,y,k,T,C]=r;for(let v=0;v<64;v++){let g=C+(s(y,6)^s(y,11)^s(y,25))+(y&k^~y&T)+zu[v]+a[v]>>>0,x=(s(p,2)^s(p,13)^s(p,22))+(p&h^p&w^h&w)>>>0;[C,T,k,y,f,w,h,p]=[T,k,y,f+g>>>0,w,h,p,g+x>>>0]}let I=[p,h,w,f,y,k,T,C];for(let v=0;v<8;v++)r[v]=r[v]+I[v]>>>0}let i=new Uint8Array(32),l=new DataView(i.buffer);for(let u=0;u<8;u++)l.setUint32(u*4,r[u]);return i}var fn=class{constructor(t,n,o){this.client=t;this.name=n;this.listener=o;this.entries=[];this.seen=[];this.reconnects=0;this.gaps=0;this.stopped=!1}get last(){return this.entries.length}get latest(){return this.entries[this.entries.length-1]}get finished(){return this.latest?.game.status===3}get cancelled(){return this.latest?.game.status===4}get over(){return this.finished||this.cancelled}dropStream(){this.current?.abort(new Error("dropped on purpose"))}stop(){this.stopped=!0,this.current?.abort(new Error("stopped"))}async run(){let t=250,n=!0;for(;!this.stopped&&!this.over;){this.listener.onConnection(n?"connecting":"reconnecting"),n||this.reconnects++,n=!1;let o=new AbortController;this.current=o;try{let r=this.client.watchGame({name:this.name,resumeAfter:BigInt(this.last)},{signal:o.signal}),a=!0;for await(let s of r){t=250,this.listener.onConnection("live");let i=s.update;if(i.case==="change"){let l=i.value,u=Number(l.version);if(u<=this.last)continue;if(u!==this.last+1||!l.game){this.gaps++,a=!1,o.abort(new Error(`gap: v${u} after v${this.last}`));break}this.add({version:u,game:l.game,events:l.events,fromSnapshot:!1})}else if(i.case==="snapshot"){let l=i.value.game;if(!l)continue;let u=Number(l.version);if(u<=this.last)continue;u!==this.last+1&&this.gaps++,this.add({version:u,game:l,events:[],fromSnapshot:!0})}else if(i.case==="heartbeat"&&Number(i.value.version)>this.last){this.gaps++,a=!1,o.abort(new Error("behind the heartbeat"));break}}a&&!this.over&&!this.stopped&&(this.listener.onConnection("reconnecting","the stream ended"),await Us(t+Math.random()*t),t=Math.min(t*2,5e3))}catch(r){if(this.stopped)break;let a=V.from(r);if(a.code===$.NotFound||a.code===$.InvalidArgument){this.listener.onConnection("ended",a.rawMessage);return}o.signal.aborted||(this.listener.onConnection("reconnecting",a.rawMessage),await Us(t+Math.random()*t),t=Math.min(t*2,5e3))}}this.current=void 0,this.stopped||this.listener.onConnection("ended")}add(t){this.entries[t.version-1]=t,this.seen.push(t.version),this.listener.onEntry(t)}rolls(){let t=new Map;for(let n of this.entries)for(let o of n?.events??[])o.kind.case==="diceRolled"&&t.set(o.kind.value.turn,[...o.kind.value.roll?.dice??[]]);return t}hasHoles(){return this.entries.some(t=>!t||t.fromSnapshot)}async refill(){let t=this.client.watchGame({name:this.name,resumeAfter:0n});for await(let n of t){if(n.update.case!=="change")continue;let o=n.update.value,r=Number(o.version);o.game&&r>=1&&r<=this.entries.length&&(this.entries[r-1]={version:r,game:o.game,events:o.events,fromSnapshot:!1})}}};function Us(e){return new Promise(t=>setTimeout(t,e))}var Vo={5:4,6:4,7:3,8:3,9:2,10:2},Fo=Array.from({length:14},(e,t)=>11+t),Ds=[15,12,9,6],_o=160,Ae=44,Bs=74,Ps=20,Yu=14,Zu=42,Xu=96,je=30,gn=22;function Lo(e,t){return Bs-(Bs-Ps)*e/t}function Ys(e,t,n,o){let r=e.board,a=new Map,s=o*_o,i=N("svg",{class:"board-svg","aria-hidden":"true",focusable:"false"});i.append(N("defs",{},N("marker",{id:"arrow",viewBox:"0 0 10 10",refX:8,refY:5,markerWidth:7,markerHeight:7,orient:"auto-start-reverse"},N("path",{d:"M0,0 L10,5 L0,10 z",class:"arrow-head"}))));let l=r?.mountains??[],u=o===6?[[5,6,7,8,9,10]]:[[5,6,7],[8,9,10]],p=new Map,h=0,w=0;u.forEach((v,g)=>{let x=Math.max(...v.map(A=>(Vo[A]??2)+1)),G=h+Yu+x*Ae;v.forEach((A,_)=>p.set(A,{cx:_*_o+_o/2,baseY:G,height:Vo[A]??2})),h=G+Zu,g===0&&(w=h,h+=Xu)});let f=new Map;for(let v of r?.players??[])for(let g of v.goats)if(g.place.case==="mountain"){let x=`${g.place.value.number}:${g.place.value.position}`;f.set(x,[...f.get(x)??[],v.seat])}let y={land:N("g",{class:"land"}),tray:N("g",{class:"tray"}),pieces:N("g",{class:"pieces"})};for(let v of l){let g=p.get(v.number);if(!g)continue;let x=v.height||g.height,G=x+1,{cx:A,baseY:_}=g,b=N("g",{class:"mountain","data-mountain":v.number});for(let R=0;R<=x;R++){let W=_-R*Ae,J=W-Ae,z=Lo(R,G),ie=Lo(R+1,G),ee=R===x?"summit":R===0?"foot":`step${R%2}`;b.append(N("polygon",{class:`band band-${ee}`,points:`${A-z},${W} ${A-ie},${J} ${A+ie},${J} ${A+z},${W}`})),R>0&&R<x&&b.append(N("text",{class:"step-number",x:A-z+8,y:W-Ae/2+4},String(R)));let fe=f.get(`${v.number}:${R}`)??[];if(R===x)for(let U of fe){let Y={x:A,y:W-Ae/2+2};y.pieces.append(Co(U,`${U}:m:${v.number}`,Y,gn+6,n,!0)),a.set(`${U}:m:${v.number}`,Y)}else{let U=2*Lo(R+.5,G)-14;ju(fe,A,W-Ae/2,U).forEach(({seat:Y,at:Ke,size:yn})=>{y.pieces.append(Co(Y,`${Y}:m:${v.number}`,Ke,yn,n,!1)),a.set(`${Y}:m:${v.number}`,Ke)})}}b.append(N("rect",{class:"badge",x:A-19,y:_+5,width:38,height:30,rx:7}),N("text",{class:"badge-text",x:A,y:_+27},String(v.number)));let E=_-(x+1)*Ae;b.append(Ku(v.number,v.pointTokensLeft,A+Ps+34,E+14)),y.land.append(b)}let k=r?.bonusTokensLeft??[],T=N("g",{class:"bonus-tokens"});Ds.forEach((v,g)=>{let x=s-22-(Ds.length-1-g)*38;T.append(Hu(v,k.includes(v),x,24))}),y.land.append(T);let C=h,I=new Map;if(e.options?.bigMountain){let v=o===6?14:7,g=o===6?128:100,x=Fo.length/v,G=h+6,A=N("g",{class:"big-mountain"}),_=new Map((r?.bigMountain??[]).map(b=>[b.spot,b.seat]));for(let b=0;b<x;b++){let E=G+(x-b)*g,R=Fo.slice(b*v,(b+1)*v),W=(s-80)/(v-1),J=o===6?58:30,z={x:40,y:E-46},ie={x:40+(v-1)*W,y:E-46-J};A.append(N("polygon",{class:"band band-step1",points:`4,${E} 4,${z.y+26} ${ie.x+36},${ie.y+26} ${s-4},${ie.y+26} ${s-4},${E}`})),R.forEach((ee,fe)=>{let U={x:z.x+fe*W,y:z.y-J*fe/(v-1)};I.set(ee,U),A.append(N("circle",{class:"spot",cx:U.x,cy:U.y,r:16,"data-spot":ee}),N("text",{class:"spot-number",x:U.x,y:U.y+37},String(ee)));let Y=_.get(ee);Y!==void 0&&(y.pieces.append(Co(Y,`${Y}:b:${ee}`,U,gn,n,!1)),a.set(`${Y}:b:${ee}`,U))})}A.append(N("text",{class:"big-title",x:s-12,y:G+x*g-9},d("big-mountain"))),y.land.append(A),C=G+x*g}return Ju(y.tray,e,t,p,I,w,s,o),i.append(y.land,y.tray,y.pieces),i.setAttribute("viewBox",`0 0 ${s} ${C+4}`),{svg:i,positions:a,words:qu(e,n)}}function ju(e,t,n,o){if(!e.length)return[];let r=Math.max(1,Math.floor(o/(gn+3))),a=e.length<=r?1:2,s=a===1?gn:20,i=Math.ceil(e.length/a),l=Math.min(s+3,o/i);return e.map((u,p)=>{let h=Math.floor(p/i),w=p%i,f=h===a-1?e.length-h*i:i,y=t+(w-(f-1)/2)*l,k=a===1?n+2:n-10+h*21;return{seat:u,at:{x:y,y:k},size:s}})}function Co(e,t,n,o,r,a){let s=N("g",{class:`goat-piece seat-${e%5}`},N("ellipse",{class:"goat-shadow",cx:0,cy:o/2-1,rx:o/2,ry:3}),N("g",{transform:`translate(${-o/2},${-o/2})`},cn(e,o)),a?N("path",{class:"crown",d:`M-8,${-o/2-3} l0,-8 l4,4 l4,-6 l4,6 l4,-4 l0,8 z`}):null);return N("g",{class:`goat${a?" king":""}`,"data-goat":t,"data-seat":e,transform:`translate(${n.x},${n.y})`},N("title",{},j(r,e)),s)}function Ku(e,t,n,o){let r=N("g",{class:`stack${t?"":" empty"}`,"data-stack":e,"data-left":t}),a=Math.min(t,5);for(let s=a-1;s>=1;s--)r.append(N("circle",{class:"chip",cx:n,cy:o+s*3.5,r:14}));return r.append(N("circle",{class:t?"chip top":"chip none",cx:n,cy:o,r:14}),N("text",{class:"chip-value",x:n,y:o+5},String(e)),N("text",{class:"chip-count",x:n,y:o+14+a*3.5+13},`×${t}`)),r}function Hu(e,t,n,o){let a=Array.from({length:6},(s,i)=>{let l=Math.PI/3*i+Math.PI/6;return`${(n+17*Math.cos(l)).toFixed(1)},${(o+17*Math.sin(l)).toFixed(1)}`}).join(" ");return N("g",{class:`bonus${t?"":" taken"}`,"data-bonus-slot":e},N("polygon",{class:"bonus-shape",points:a}),t?N("text",{class:"bonus-value",x:n,y:o+5},String(e)):null)}function Ju(e,t,n,o,r,a,s,i){let l=n.find(g=>g.kind.case==="movePlayed");if(!l||l.kind.case!=="movePlayed"||!l.kind.value.move)return;let u=l.kind.value.seat,p=l.kind.value.move,h=n.find(g=>g.kind.case==="onesChanged"),w=h&&h.kind.case==="onesChanged"?h.kind.value.from?.dice:void 0;e.setAttribute("data-seat",String(u));let f=t.options?.bigMountain??!1,y=new Set(n.flatMap(g=>g.kind.case==="groupWasted"?[g.kind.value.sum]:[])),T=[...p.groups.map(g=>{let x=ht(p,g.dice),G,A=!1,_=o.get(x);if(_&&!y.has(x))if(_.baseY<a)G={x:_.cx,y:_.baseY+37};else{let E=_.baseY-(_.height+1)*Ae;G={x:_.cx,y:E-4},A=!0}else if(f&&r.has(x)&&!y.has(x)&&i===6){let E=r.get(x);E&&(G={x:E.x,y:E.y-18}),A=!0}let b=g.dice.length*(je+4)+6;return{grp:g,sum:x,target:G,below:A,w:b,x:G?G.x-b/2:s,dice:g.dice}})].sort((g,x)=>g.x-x.x),C=6;for(let g of T)g.x=Math.max(g.x,C),C=g.x+g.w+10;let I=C-10-(s-6);for(let g=T.length-1;g>=0&&I>0;g--){let x=Math.min(I,T[g].x-(g>0?T[g-1].x+T[g-1].w+10:6));for(let G=g;G<T.length;G++)T[G].x-=Math.max(0,x);I-=Math.max(0,x)}let v=a+34;for(let g of T){let x=N("g",{class:`group${g.target?"":" wasted"}`,"data-sum":g.sum});x.append(N("rect",{class:"group-box",x:g.x,y:v-4,width:g.w,height:je+8,rx:6})),g.dice.forEach((A,_)=>{let b=p.faces[A]??1,E=w!==void 0&&w[A]!==b;x.append(Zs(b,g.x+5+_*(je+4),v,je,E))});let G=g.x+g.w/2;if(x.append(N("text",{class:"group-sum",x:G,y:v+je+24},g.target?`= ${g.sum}`:`= ${g.sum} ✗`)),g.target){let A=g.below?{x:G,y:v+je+30}:{x:G,y:v-5},_=g.target,b=(_.y-A.y)/2;x.append(N("path",{class:"connector",d:`M${A.x},${A.y} C${A.x},${A.y+b} ${_.x},${_.y-b} ${_.x},${_.y}`,"marker-end":"url(#arrow)"}))}e.append(x)}}var Qu={1:[[.5,.5]],2:[[.25,.25],[.75,.75]],3:[[.25,.25],[.5,.5],[.75,.75]],4:[[.25,.25],[.75,.25],[.25,.75],[.75,.75]],5:[[.25,.25],[.75,.25],[.5,.5],[.25,.75],[.75,.75]],6:[[.25,.22],[.75,.22],[.25,.5],[.75,.5],[.25,.78],[.75,.78]]};function Zs(e,t,n,o,r=!1){return N("g",{class:`die-face${r?" changed":""}`,"data-face":e},N("rect",{class:"die-body",x:t+1,y:n+1,width:o-2,height:o-2,rx:o/6}),(Qu[e]??[]).map(([a,s])=>N("circle",{class:"pip",cx:t+a*o,cy:n+s*o,r:o/11})))}function Oo(e,t=28,n){return N("svg",{class:"dice-svg",width:e.length*(t+4),height:t,viewBox:`0 0 ${e.length*(t+4)} ${t}`,"aria-hidden":"true",focusable:"false"},e.map((o,r)=>Zs(o,r*(t+4),0,t,n!==void 0&&n[r]!==o)))}function qu(e,t){let n=e.board,o=[];for(let r of n?.mountains??[]){let a=r.height||Vo[r.number]||0,s=[];for(let i=a;i>=0;i--){let l=(n?.players??[]).filter(p=>p.goats.some(h=>h.place.case==="mountain"&&h.place.value.number===r.number&&h.place.value.position===i)).map(p=>j(t,p.seat)),u=i===a?d("place-summit"):i===0?d("place-foot"):d("place-step",{step:i});s.push(m("li",{},l.length?d("place-goats",{place:u,names:sn(l)}):d("place-empty",{place:u})))}o.push(m("li",{"data-mountain":r.number},`${d("mountain",{number:r.number})}: ${d("tokens-left",{count:r.pointTokensLeft})}`,m("ul",{},s)))}if(o.push(m("li",{},`${d("bonus-tokens")}: ${n?.bonusTokensLeft.length?n.bonusTokensLeft.join(", "):d("bonus-none")}`)),e.options?.bigMountain){let r=new Map((n?.bigMountain??[]).map(a=>[a.spot,a.seat]));o.push(m("li",{},d("big-mountain"),m("ul",{},Fo.map(a=>{let s=r.get(a);return m("li",{"data-spot":a},s!==void 0?d("spot",{spot:a,name:j(t,s)}):d("spot-empty",{spot:a}))}))))}return m("ul",{class:"board-words visually-hidden"},o)}function Wo(){return window.matchMedia("(prefers-reduced-motion: reduce)").matches}function Xs(e,t,n,o,r){if(Wo())return;let a=new Map,s=new Set;for(let i of o){let l,u,p=i.kind;if(p.case==="goatPlacedOnBigMountain"?[l,u]=[`${p.value.seat}:m:${p.value.fromMountain}`,`${p.value.seat}:b:${p.value.spot}`]:p.case==="goatMovedOnBigMountain"?[l,u]=[`${p.value.seat}:b:${p.value.fromSpot}`,`${p.value.seat}:b:${p.value.toSpot}`]:p.case==="goatReturnedFromBigMountain"?[l,u]=[`${p.value.seat}:b:${p.value.fromSpot}`,`${p.value.seat}:m:${p.value.mountain}`]:p.case==="goatKnockedDown"&&s.add(`${p.value.seat}:m:${p.value.mountain}`),l&&u){let h=a.get(l)??l;a.delete(l),a.set(u,h)}}for(let i of e.querySelectorAll(".goat")){let l=i.dataset.goat??"",u=n.get(l),p=t.get(a.get(l)??l);if(!u||!p||u.x===p.x&&u.y===p.y)continue;let h=p.x-u.x,w=p.y-u.y,f=i.querySelector(".goat-piece");if(f)if(i.classList.add("moving"),s.has(l)){let y=h>=0?1:-1;f.animate([{transform:`translate(${h}px, ${w}px) rotate(0deg)`},{transform:`translate(${h+y*26}px, ${w-22}px) rotate(${y*90}deg)`,offset:.25},{transform:"translate(0px, 0px) rotate(360deg)"}],{duration:1e3/r,easing:"ease-in"}).onfinish=()=>i.classList.remove("moving")}else f.animate([{transform:`translate(${h}px, ${w}px)`},{transform:"translate(0px, 0px)"}],{duration:450/r,easing:"ease-out"}).onfinish=()=>i.classList.remove("moving")}for(let i of o){let l=i.kind;l.case==="pointTokenTaken"?zs(e.querySelector(`[data-stack="${l.value.mountain}"]`),l.value.seat,String(l.value.mountain),"point",r):l.case==="bonusTokenTaken"&&zs(e.querySelector(`[data-bonus-slot="${l.value.value}"]`),l.value.seat,String(l.value.value),"bonus",r)}}function zs(e,t,n,o,r){let a=document.querySelector(`.player[data-seat="${t}"] .score`);if(!e||!a)return;let s=e.getBoundingClientRect(),i=a.getBoundingClientRect(),l=m("div",{class:`flying-token ${o}`,"aria-hidden":"true"},n);l.style.left=`${s.left+s.width/2-15}px`,l.style.top=`${s.top+s.height/2-15}px`,document.body.append(l);let u=i.left+i.width/2-(s.left+s.width/2),p=i.top+i.height/2-(s.top+s.height/2),h=l.animate([{transform:"translate(0px, 0px) scale(1)",opacity:1},{transform:`translate(${u*.5}px, ${p*.5-40}px) scale(1.25)`,opacity:1,offset:.5},{transform:`translate(${u}px, ${p}px) scale(0.8)`,opacity:.2}],{duration:800/r,easing:"ease-in-out",fill:"forwards"});h.onfinish=()=>l.remove(),h.oncancel=()=>l.remove()}function bn(e){switch(e){case 1:return d("status-open");case 2:return d("status-playing");case 3:return d("status-finished");case 4:return d("status-cancelled");default:return d("status-unknown")}}function Do(e){let t=e.seats.filter(o=>o.diceContribution.length>0).length,n=e.seats.filter(o=>o.taken).length;switch(e.diceSource){case 1:return m("span",{class:"dice-source chosen","data-dice-source":"chosen-seed",title:ve("dice-chosen","title")},d("dice-chosen"));case 2:return m("span",{class:"dice-source fair","data-dice-source":"server-seed-and-players",title:ve("dice-fair","title")},n?d("dice-fair-count",{contributed:t,taken:n}):d("dice-fair"));default:return null}}function Bo(e){let t=e.options;if(!t)return"";let n=[d("options-players",{count:t.players})];return n.push(t.bigMountain?d("options-big-mountain"):d("options-base-game")),t.allowDecliningGroups&&n.push(d("options-declining")),n.join(" · ")}var js=[1,2,4],ec=1e3,tc="(max-width: 720px)";function Hs(e,t,n){let o=`games/${t}`,r=tn(),a="live",s,i=!1,l=!1,u=1,p,h=0,w=6,f=new Map,y=0,k=!1,T=!1,C={state:"connecting"},I=m("span",{class:"connection",role:"status"}),v=m("div",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true"}),g=m("div",{class:"board",id:"board","data-version":"0"}),x=m("div",{class:"side-content"}),G=m("div",{class:"result-wrap"}),A=m("ol",{class:"log",reversed:!0,tabindex:0}),_=m("section",{class:"win-chances",id:"win-chances",hidden:!0,"aria-labelledby":"chances-title"}),b=m("p",{class:"hint chances-note"}),E=m("div",{class:"chances-plot"}),R=!1,W=m("input",{type:"range",id:"replay",min:1,max:1,value:1,step:1,disabled:!0}),J=m("output",{for:"replay",class:"version-label",id:"version-label"},""),z=S=>m("button",{type:"button",onclick:()=>S()}),ie=z(()=>{re(),ke(1)}),ee=z(()=>{re(),vt(-1)}),fe=z(()=>{re(),vt(1)}),U=z(()=>{re(),ke("live")});U.classList.add("live-button");let Y=z(()=>l?re():Xo());Y.classList.add("play-button");let Ke=js.map(S=>{let M=m("button",{type:"button",class:"speed","data-speed":S,"aria-pressed":String(S===u)},`${S}×`);return M.addEventListener("click",()=>{u=S,Ke.forEach((O,B)=>O.setAttribute("aria-pressed",String(js[B]===S)))}),M}),yn=ln();W.addEventListener("input",()=>{re(),ke(Number(W.value))});function zo(){document.title=d("game-page-title",{id:t});let S=(M,O)=>{M.title=ve(O,"title"),M.setAttribute("aria-label",M.title)};ie.textContent=d("replay-first"),S(ie,"replay-first"),ee.textContent=d("replay-back"),S(ee,"replay-back"),fe.textContent=d("replay-next"),S(fe,"replay-next"),W.setAttribute("aria-label",d("replay-slider")),A.setAttribute("aria-label",d("log-label")),Ne(_,m("h2",{id:"chances-title"},d("chances")),b,E),Ne(e,m("header",{class:"top"},m("a",{href:"/",class:"back"},d("back-to-lobby")),m("h1",{},d("game-heading")," ",m("code",{},t)),yn,I),m("div",{class:"game-layout"},m("section",{class:"board-column","aria-labelledby":"board-title"},m("h2",{id:"board-title",class:"visually-hidden"},d("board")),g,m("div",{class:"replay",role:"group","aria-label":d("replay")},m("div",{class:"replay-buttons"},ie,ee,fe,U),W,J,m("div",{class:"replay-play"},Y,m("span",{class:"speeds",role:"group","aria-label":d("replay-speed")},Ke)),m("p",{class:"hint"},d("replay-hint")))),m("aside",{class:"side","aria-label":d("game-status")},x,_)),G,m("section",{class:"events","aria-labelledby":"log-title"},m("h2",{id:"log-title"},d("log")),A),v),vn()}function vn(){let{state:S,detail:M}=C,O={connecting:d("conn-connecting"),live:d("conn-live"),reconnecting:d("conn-reconnecting"),ended:M?d("conn-stopped",{detail:M}):d("conn-ended"),finished:d("conn-game-over"),cancelled:d("conn-game-cancelled")};I.textContent=O[S],I.dataset.state=S}let Ve=new mn(r,o,S=>{S===oe()&&To(x,Ve.at(S)),!R&&(R=!0,window.setTimeout(()=>{R=!1,Zo()},50))}),L=new fn(r,o,{onEntry:S=>{W.max=String(L.last),W.disabled=L.last<1;let M=performance.now(),O=M-y>120;y=M,a==="live"?(k?T=!1:(k=!0,T=O,window.setTimeout(()=>{k=!1,a==="live"&&Et(T)},0)),ei(S)):(Fe(),Ve.want(oe(),L.last,Yo())),L.over&&(C={state:L.cancelled?"cancelled":"finished"},vn(),Fe(),L.finished&&ti())},onConnection:(S,M)=>{let O=L.cancelled?"cancelled":"finished";C=L.over&&(S==="live"||S==="ended")?{state:O}:{state:S,detail:M},vn(),C.state===O&&Fe(),S==="ended"&&L.last===0&&Ne(g,m("p",{class:"error",role:"alert"},d("no-such-game",{id:t}),M?` (${M})`:""))}});n&&(window.__mg={seen:L.seen,reconnects:()=>L.reconnects,gaps:()=>L.gaps,last:()=>L.last,view:()=>oe(),verification:()=>s,dropStream:()=>L.dropStream(),missing:()=>[...ft],playing:()=>l},window.__mgDropStream=()=>L.dropStream()),document.addEventListener("keydown",S=>{if(S.altKey||S.ctrlKey||S.metaKey)return;let M=S.target;if(!(M&&(M===W||/^(INPUT|SELECT|TEXTAREA)$/.test(M.tagName)))){if(S.key==="ArrowLeft")re(),vt(-1);else if(S.key==="ArrowRight")re(),vt(1);else if(S.key==="Home")re(),ke(1);else if(S.key==="End")re(),ke("live");else if(S.key==="p"||S.key==="P")l?re():Xo();else return;S.preventDefault()}});let Po=window.matchMedia(tc);Po.addEventListener("change",()=>{h=0,Et()}),_e(()=>{zo(),h=0,L.last>0&&Et()});function oe(){return a==="live"?L.last:a}function Yo(){let S=L.entries.findIndex(M=>M!==void 0&&M.game.status!==1);return S>=0&&L.entries.slice(0,S).every(M=>M!==void 0)?S+1:(L.latest?.game.options?.players??0)+1}function Zo(){let S=oe(),M=(L.entries[S-1]??L.latest)?.game,O=M?.options?.players??M?.seats.length??0,{figure:B,points:te}=Fs(Ve,O,Ie(M),S);_.hidden=te===0,E.replaceChildren(B);let Q=Ve.at(S);b.textContent=Q?Q.rollouts>0?d("chances-explain",{rollouts:Q.rollouts,error:$e(Math.max(...Q.errors),1)}):d("chances-final"):d("win-chances-soon")}function vt(S){ke(Math.max(1,Math.min(L.last,oe()+S)))}function ke(S){L.last!==0&&(a=S==="live"||S>=L.last?"live":Math.max(1,S),Et())}function Xo(){L.last!==0&&(oe()>=L.last&&ke(1),l=!0,Fe(),jo())}function re(){l&&(l=!1,window.clearTimeout(p),Fe())}function jo(){window.clearTimeout(p),p=window.setTimeout(()=>{l&&(oe()<L.last&&ke(oe()+1),oe()>=L.last?re():jo())},ec/u)}function Fe(){let S=oe();W.value=String(S);let M=L.last,O=L.over,B={version:String(S),total:String(M)},te=L.cancelled?d("replay-version-cancelled",B):O?d("replay-version-finished",B):a==="live"?d("replay-version-live",B):d("replay-version",B);J.textContent=te,J.dataset.state=O?"finished":a==="live"?"live":"replay",W.setAttribute("aria-valuetext",te),ie.disabled=ee.disabled=S<=1,fe.disabled=S>=M,O?(U.textContent=d("replay-last"),U.title=ve("replay-last","title"),U.removeAttribute("aria-pressed"),U.disabled=S>=M):(U.textContent=d("replay-live"),U.title=ve("replay-live","title"),U.setAttribute("aria-pressed",String(a==="live")),U.disabled=!1),U.setAttribute("aria-label",U.title);let Q=l?"replay-pause":"replay-play";Y.textContent=d(Q),Y.title=ve(Q,"title"),Y.setAttribute("aria-label",Y.title),Y.dataset.playing=String(l),Y.disabled=M<2}function Et(S=!0){Fe();let M=oe(),O=L.entries[M-1];if(!O){Ne(g,m("p",{class:"hint"},d("version-unknown",{version:M}))),h=0;return}let B=O.game,te=Ie(B),Q=Po.matches?3:6;g.dataset.version=String(O.version),g.dataset.status=Pe[B.status]??"UNSPECIFIED",g.dataset.columns=String(Q);let Ee=Ys(B,O.events,te,Q);g.replaceChildren(Ee.svg,Ee.words),nc(x,O,te),To(x,Ve.at(M)),Zo(),Ve.want(M,L.last,Yo()),Ks(G,B,te,s,i),qs(M),S&&h>0&&M===h+1&&Q===w&&!Wo()&&Xs(Ee.svg,f,Ee.positions,O.events,l?u:1),f=Ee.positions,h=M,w=Q}function qs(S){let M=Ie(L.entries[S-1]?.game),O=[];for(let B=S;B>=1;B--){let te=L.entries[B-1];if(!te)continue;let Q=te.version===1?[d("log-created")]:te.events.map(Ee=>Go(Ee,M));te.fromSnapshot&&Q.push(d("log-snapshot")),O.push(m("li",{value:B,"data-version":B},m("span",{class:"log-version"},`v${B}`),m("ul",{},Q.map(Ee=>m("li",{},Ee)))))}A.replaceChildren(...O)}function ei(S){let M=Ie(S.game),O=S.events.filter(B=>B.kind.case!=="turnEnded"&&B.kind.case!=="movePlayed").slice(0,4).map(B=>Go(B,M));v.textContent=O.join(". ")}async function ti(){if(!(i||s)){i=!0;try{L.hasHoles()&&await L.refill();let S=L.latest;if(!S)return;s=await Ws(S.game,L.rolls())}catch(S){s={ok:!1,rolls:0,problem:String(S)}}finally{i=!1;let S=L.entries[oe()-1];S&&Ks(G,S.game,Ie(S.game),s,i)}}}zo(),L.run()}function nc(e,t,n){let o=t.game,r=o.board,a=o.options?.players??o.seats.length,s=[],i;if(o.status===1){let l=o.seats.filter(u=>u.taken).length;i=d("status-waiting-seats",{taken:l,seats:a})}else if(o.status===2&&r)i=d("status-turn",{turn:Number(r.turn)+1,name:j(n,r.currentSeat)});else if(o.status===3&&r?.result){let l=r.result.winners.map(u=>j(n,u));i=d(l.length>1?"status-share":"status-wins",{names:sn(l)})}else o.status===4?i=d("status-cancelled-expired"):i=bn(o.status);s.push(m("section",{class:"summary","aria-label":d("game-status")},m("p",{class:"status-line"},m("span",{class:`pill status-${o.status}`},bn(o.status))," ",i),r&&r.endTrigger!==0?m("p",{class:"end-trigger",role:"note"},o.status===3?d("end-triggered-over",{why:pn(r.endTrigger)}):d("end-triggered-now",{why:pn(r.endTrigger)})):null)),r&&(s.push(m("section",{class:"players","aria-labelledby":"players-title"},m("h2",{id:"players-title"},d("players")),m("ul",{class:"player-list"},r.players.map(l=>{let u=o.status===2&&r.currentSeat===l.seat,p=l.pointTokens.map((w,f)=>({mountain:5+f,n:w})).filter(w=>w.n>0),h=l.goats.filter(w=>w.place.case==="bigMountainSpot").length;return m("li",{class:`player${u?" to-move":""}`,"data-seat":l.seat,"data-score":l.score,"aria-current":u?"true":null},m("div",{class:"player-head"},Ce(l.seat,22),m("strong",{class:"player-name"},j(n,l.seat)),m("span",{class:"visually-hidden"},` (${un(l.seat)})`),u?m("span",{class:"turn-badge"},d("player-to-move")):null,m("span",{class:"chance","data-chance":"",hidden:!0}),m("span",{class:"score","aria-label":d("player-score",{score:l.score})},String(l.score))),m("div",{class:"tokens"},p.length?p.map(w=>m("span",{class:"token",title:d("player-tokens",{count:w.n,mountain:w.mountain})},`${w.mountain}`,m("sub",{},`×${w.n}`))):m("span",{class:"muted"},d("player-no-tokens")),l.bonusTokens.map(w=>m("span",{class:"token bonus",title:d("player-bonus",{value:w})},`★${w}`)),h?m("span",{class:"token big"},d("player-big-goats",{count:h})):null))})),m("p",{class:"bonus-left"},d("bonus-left")," ",r.bonusTokensLeft.length?r.bonusTokensLeft.map(l=>m("span",{class:"token bonus"},`★${l}`)):m("span",{class:"muted"},d("bonus-none"))))),s.push(oc(o,t,n))),s.push(m("section",{class:"about"},m("p",{class:"options"},Bo(o),` · ${d("options-version",{version:String(t.version)})}`),m("p",{class:"dice-source-line"},Do(o)))),e.replaceChildren(...s)}function oc(e,t,n){let o=e.board,r=[];e.status===2&&o?.roll&&r.push(m("div",{class:"current-roll","aria-label":d("dice-current-label"),role:"group"},m("p",{class:"dice-row"},m("span",{class:"roll-who"},Ce(o.currentSeat,16),` ${d("dice-current",{name:j(n,o.currentSeat)})}`),Uo(o.roll.dice))));let a=t.events.find(s=>s.kind.case==="movePlayed");if(a&&a.kind.case==="movePlayed"&&a.kind.value.move){let s=a.kind.value.seat,i=a.kind.value.move,l=t.events.find(p=>p.kind.case==="onesChanged"),u=l&&l.kind.case==="onesChanged"&&l.kind.value.from?l.kind.value.from.dice:i.faces;r.push(m("div",{class:"last-move","aria-label":d("dice-last-label"),role:"group"},m("h3",{},Ce(s,16),` ${d("dice-last-move",{name:j(n,s)})}`),m("p",{class:"dice-row"},m("span",{class:"dice-label"},d("dice-rolled")),Uo(u)),l?m("p",{class:"dice-row"},m("span",{class:"dice-label"},d("dice-ones")),Uo(i.faces,u)):null,m("p",{class:"dice-row groups"},m("span",{class:"dice-label"},d("dice-grouped")),rc(e,i))))}return r.length||r.push(m("p",{class:"muted"},e.status===1?d("dice-none-open"):d("dice-none"))),m("section",{class:"dice","aria-labelledby":"dice-title"},m("h2",{id:"dice-title"},d("dice")),m("div",{class:"dice-parts"},r))}function Uo(e,t){let n=t?e.map((o,r)=>t[r]!==o?d("die-was",{face:t[r]??"?"}):"").filter(Boolean):[];return m("span",{class:"dice-faces",role:"img","aria-label":d("dice-faces",{dice:e.join(", ")})+(n.length?` (${n.join(", ")})`:""),"data-dice":e.join(",")},Oo(e,26,t))}function rc(e,t){if(!t.groups.length)return m("span",{class:"muted"},d("group-declined"));let n=e.options?.bigMountain??!1;return m("span",{class:"group-list"},t.groups.map(o=>{let r=ht(t,o.dice),a=r>=5&&r<=10?d("group-mountain",{sum:r}):n&&r>=11&&r<=24?d("group-spot",{sum:r}):d("group-nothing"),s=o.dice.map(i=>t.faces[i]??1);return m("span",{class:"group"},m("span",{class:"dice-faces",role:"img","aria-label":d("dice-faces",{dice:s.join(", ")})},Oo(s,18)),` = ${r} → ${a}`)}))}function Ks(e,t,n,o,r){let a=t.board;if(t.status!==3||!a?.result){e.replaceChildren();return}let s=a.result,i={1:"tie-summits",2:"tie-highest",3:"tie-shared",0:""};e.replaceChildren(m("section",{class:"result","aria-labelledby":"result-title"},m("h2",{id:"result-title"},d("standings")),m("div",{class:"table-wrap"},m("table",{class:"standings",id:"standings"},m("thead",{},m("tr",{},["col-rank","col-player","col-score","col-point-tokens","col-bonus","col-big-mountain","col-summits"].map(l=>m("th",{scope:"col"},d(l))))),m("tbody",{},s.standings.map(l=>m("tr",{"data-seat":l.seat,"data-score":l.score,"data-rank":l.rank},m("td",{},String(l.rank)),m("th",{scope:"row"},Ce(l.seat,16)," ",j(n,l.seat)),m("td",{},String(l.score)),m("td",{},String(l.pointTokenPoints)),m("td",{},String(l.bonusTokenPoints)),m("td",{},String(l.bigMountainPoints)),m("td",{},String(l.goatsOnSummits))))))),s.tieBreak!==0?m("p",{},d(i[s.tieBreak])):null,m("p",{id:"dice-check",class:`dice-check ${o?o.ok?"ok":"failed":"pending"}`,"data-state":o?o.ok?"ok":"failed":"pending","data-rolls":o?.rolls??0,role:"status"},o?o.ok?d(t.diceSource===2?"check-ok-players":"check-ok",{rolls:o.rolls}):d("check-failed",{problem:o.problem}):r?d("check-running"):d("check-waiting"))))}var ac=20,Js=2e3,yt=[{value:"all",label:"lobby-filter-all",status:0},{value:"open",label:"lobby-filter-open",status:1},{value:"playing",label:"lobby-filter-playing",status:2},{value:"finished",label:"lobby-filter-finished",status:3},{value:"cancelled",label:"lobby-filter-cancelled",status:4}];function Qs(e){let t=tn(),n=new URLSearchParams(location.search),o=yt.find(g=>g.value===n.get("status"))??yt[0],r=[],a="",s="",i,l=[],u=()=>d("lobby-loading"),p=m("p",{class:"lobby-status",role:"status","aria-live":"polite"}),h=m("tbody",{id:"games"}),w=m("button",{type:"button",disabled:!0}),f=m("button",{type:"button",disabled:!0}),y=m("span",{class:"page-label"}),k=yt.map(g=>m("button",{type:"button",class:"filter","data-filter":g.value,"aria-pressed":String(g===o)}));w.addEventListener("click",()=>{a=r.pop()??"",I()}),f.addEventListener("click",()=>{r.push(a),a=s,I()}),k.forEach((g,x)=>g.addEventListener("click",()=>{o=yt[x],k.forEach((A,_)=>A.setAttribute("aria-pressed",String(x===_))),r.length=0,a="";let G=new URL(location.href);o.value==="all"?G.searchParams.delete("status"):G.searchParams.set("status",o.value),history.replaceState(null,"",G),I()}));let T=ln();function C(){document.title=d("lobby-page-title"),w.textContent=d("lobby-newer"),f.textContent=d("lobby-older"),y.textContent=d("lobby-page",{page:r.length+1}),k.forEach((g,x)=>g.textContent=d(yt[x].label)),p.textContent=u(),Ne(e,m("header",{class:"top"},m("h1",{},d("app-title")),m("p",{class:"tagline"},d("lobby-tagline")),T),m("section",{class:"lobby","aria-labelledby":"games-title"},m("h2",{id:"games-title"},d("lobby-games")),m("div",{class:"filters",role:"group","aria-label":d("lobby-filters")},k),p,m("div",{class:"table-wrap"},m("table",{class:"games"},m("caption",{class:"visually-hidden"},d("lobby-caption")),m("thead",{},m("tr",{},["lobby-col-game","lobby-col-status","lobby-col-players","lobby-col-options","lobby-col-version","lobby-col-created"].map(g=>m("th",{scope:"col"},d(g))))),h)),m("nav",{class:"pager","aria-label":d("lobby-pages")},w,y,f))),v()}_e(C),C();async function I(){window.clearTimeout(i);try{let g=await t.listGames({pageSize:ac,pageToken:a,status:o.status});s=g.nextPageToken,l=g.games,v(),w.disabled=r.length===0,f.disabled=s==="",y.textContent=d("lobby-page",{page:r.length+1});let x=g.games.length,G=new Date;u=()=>x?d("lobby-count",{count:x,time:G.toLocaleTimeString(gt())}):d("lobby-empty")}catch(g){let x=g instanceof Error?g.message:String(g);u=()=>d("lobby-error",{error:x})}p.textContent=u(),i=window.setTimeout(()=>{I()},document.hidden?Js*5:Js)}function v(){h.replaceChildren(...l.map(g=>{let x=g.seats.filter(E=>E.taken),G=g.options?.players??g.seats.length,A=g.createTime?new Date(Number(g.createTime.seconds)*1e3):void 0,_=Ie(g),b=g.status===3?g.board?.result?.winners??[]:[];return m("tr",{"data-game":g.name,"data-status":Pe[g.status]},m("th",{scope:"row",class:"game-id"},m("a",{href:ss(g.name)},m("code",{},So(g.name)))),m("td",{class:"game-status"},m("span",{class:`pill status-${g.status}`},bn(g.status)),b.length?[" ",sc(b,_)]:null),m("td",{class:"game-players"},m("div",{class:"seat-names"},x.map(E=>m("span",{class:`seat-name${b.includes(E.index)?" won":""}`,title:j(_,E.index)},Ce(E.index,14),m("span",{},j(_,E.index)))),x.length<G?m("span",{class:"muted"},d("lobby-free",{count:G-x.length})):null)),m("td",{class:"game-options"},Bo(g),g.diceSource===1?[" ",Do(g)]:null),m("td",{class:"num game-version","data-label":d("lobby-version")},String(g.version)),m("td",{class:"game-created"},A?m("time",{datetime:A.toISOString()},A.toLocaleString(gt())):""))}))}I()}function sc(e,t){let o=d(e.length>1?"lobby-shared":"lobby-won",{names:"\0"}),[r,a]=o.split("\0"),s=Ls(e.map(i=>j(t,i))).map(i=>i.item?m("strong",{},i.text):i.text);return m("span",{class:"winner","data-winners":e.join(",")},r??"",s,a??"")}var hn=document.getElementById("app");if(hn){Ms();let e=document.querySelector(".skip"),t=()=>{e&&(e.textContent=d("skip-link"))};t(),_e(t);let n=new URLSearchParams(location.search).has("test"),o=/^\/games\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);location.pathname==="/"||location.pathname==="/index.html"?Qs(hn):o?Hs(hn,o[1],n):Ne(hn,m("p",{class:"error"},d("no-such-page")," ",m("a",{href:"/"},d("see-every-game"))))}
