var G;(function(e){e[e.Canceled=1]="Canceled",e[e.Unknown=2]="Unknown",e[e.InvalidArgument=3]="InvalidArgument",e[e.DeadlineExceeded=4]="DeadlineExceeded",e[e.NotFound=5]="NotFound",e[e.AlreadyExists=6]="AlreadyExists",e[e.PermissionDenied=7]="PermissionDenied",e[e.ResourceExhausted=8]="ResourceExhausted",e[e.FailedPrecondition=9]="FailedPrecondition",e[e.Aborted=10]="Aborted",e[e.OutOfRange=11]="OutOfRange",e[e.Unimplemented=12]="Unimplemented",e[e.Internal=13]="Internal",e[e.Unavailable=14]="Unavailable",e[e.DataLoss=15]="DataLoss",e[e.Unauthenticated=16]="Unauthenticated"})(G||(G={}));function nt(e,t){return e!==null&&typeof e=="object"&&"$typeName"in e&&typeof e.$typeName=="string"?t===void 0?!0:t.typeName===e.$typeName:!1}var m;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(m||(m={}));function sa(){let e=0,t=0;for(let o=0;o<28;o+=7){let a=this.buf[this.pos++];if(e|=(a&127)<<o,(a&128)==0)return this.assertBounds(),[e,t]}let n=this.buf[this.pos++];if(e|=(n&15)<<28,t=(n&112)>>4,(n&128)==0)return this.assertBounds(),[e,t];for(let o=3;o<=31;o+=7){let a=this.buf[this.pos++];if(t|=(a&127)<<o,(a&128)==0)return this.assertBounds(),[e,t]}throw new Error("invalid varint")}function It(e,t,n){for(let r=0;r<28;r=r+7){let s=e>>>r,i=!(!(s>>>7)&&t==0),c=(i?s|128:s)&255;if(n.push(c),!i)return}let o=e>>>28&15|(t&7)<<4,a=t>>3!=0;if(n.push((a?o|128:o)&255),!!a){for(let r=3;r<31;r=r+7){let s=t>>>r,i=!!(s>>>7),c=(i?s|128:s)&255;if(n.push(c),!i)return}n.push(t>>>31&1)}}var Rt=4294967296;function Rn(e){let t=e[0]==="-";t&&(e=e.slice(1));let n=1e6,o=0,a=0;function r(s,i){let c=Number(e.slice(s,i));a*=n,o=o*n+c,o>=Rt&&(a=a+(o/Rt|0),o=o%Rt)}return r(-24,-18),r(-18,-12),r(-12,-6),r(-6),t?ca(o,a):Tn(o,a)}function ia(e,t){let n=Tn(e,t),o=n.hi&2147483648;o&&(n=ca(n.lo,n.hi));let a=In(n.lo,n.hi);return o?"-"+a:a}function In(e,t){if({lo:e,hi:t}=bi(e,t),t<=2097151)return String(Rt*t+e);let n=e&16777215,o=(e>>>24|t<<8)&16777215,a=t>>16&65535,r=n+o*6777216+a*6710656,s=o+a*8147497,i=a*2,c=1e7;return r>=c&&(s+=Math.floor(r/c),r%=c),s>=c&&(i+=Math.floor(s/c),s%=c),i.toString()+ra(s)+ra(r)}function bi(e,t){return{lo:e>>>0,hi:t>>>0}}function Tn(e,t){return{lo:e|0,hi:t|0}}function ca(e,t){return t=~t,e?e=~e+1:t+=1,Tn(e,t)}var ra=e=>{let t=String(e);return"0000000".slice(t.length)+t};function ot(e,t){if(e>=0){for(;e>127;)t.push(e&127|128),e=e>>>7;t.push(e)}else{for(let n=0;n<9;n++)t.push(e&127|128),e=e>>7;t.push(1)}}function la(){let e=this.buf[this.pos++],t=e&127;if((e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<7,(e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<14,(e&128)==0)return this.assertBounds(),t;if(e=this.buf[this.pos++],t|=(e&127)<<21,(e&128)==0)return this.assertBounds(),t;e=this.buf[this.pos++],t|=(e&15)<<28;for(let n=5;(e&128)!==0&&n<10;n++)e=this.buf[this.pos++];if((e&128)!=0)throw new Error("invalid varint");return this.assertBounds(),t>>>0}var B=hi();function hi(){let e=new DataView(new ArrayBuffer(8));if(typeof BigInt=="function"&&typeof e.getBigInt64=="function"&&typeof e.getBigUint64=="function"&&typeof e.setBigInt64=="function"&&typeof e.setBigUint64=="function"&&(!!globalThis.Deno||!!globalThis.Bun||typeof process!="object"||typeof process.env!="object"||process.env.BUF_BIGINT_DISABLE!=="1")){let n=BigInt("-9223372036854775808"),o=BigInt("9223372036854775807"),a=BigInt("0"),r=BigInt("18446744073709551615");return{zero:BigInt(0),supported:!0,parse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>o||i<n)throw new Error(`invalid int64: ${s}`);return i},uParse(s){let i=typeof s=="bigint"?s:BigInt(s);if(i>r||i<a)throw new Error(`invalid uint64: ${s}`);return i},enc(s){return e.setBigInt64(0,this.parse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},uEnc(s){return e.setBigInt64(0,this.uParse(s),!0),{lo:e.getInt32(0,!0),hi:e.getInt32(4,!0)}},dec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigInt64(0,!0)},uDec(s,i){return e.setInt32(0,s,!0),e.setInt32(4,i,!0),e.getBigUint64(0,!0)}}}return{zero:"0",supported:!1,parse(n){return typeof n!="string"&&(n=n.toString()),ua(n),n},uParse(n){return typeof n!="string"&&(n=n.toString()),da(n),n},enc(n){return typeof n!="string"&&(n=n.toString()),ua(n),Rn(n)},uEnc(n){return typeof n!="string"&&(n=n.toString()),da(n),Rn(n)},dec(n,o){return ia(n,o)},uDec(n,o){return In(n,o)}}}function ua(e){if(!/^-?[0-9]+$/.test(e))throw new Error("invalid int64: "+e)}function da(e){if(!/^[0-9]+$/.test(e))throw new Error("invalid uint64: "+e)}function me(e,t){switch(e){case m.STRING:return"";case m.BOOL:return!1;case m.DOUBLE:case m.FLOAT:return 0;case m.INT64:case m.UINT64:case m.SFIXED64:case m.FIXED64:case m.SINT64:return t?"0":B.zero;case m.BYTES:return new Uint8Array(0);default:return 0}}function ma(e,t){switch(e){case m.BOOL:return t===!1;case m.STRING:return t==="";case m.BYTES:return t instanceof Uint8Array&&!t.byteLength;case m.DOUBLE:case m.FLOAT:return Object.is(t,0);default:return t==0}}var pa=2,pe=Symbol.for("reflect unsafe local");function Tt(e,t){let n=e[t.localName].case;return n===void 0?n:t.fields.find(o=>o.localName===n)}function fa(e,t){let n=t.localName;if(t.oneof)return e[t.oneof.localName].case===n;if(t.presence!=pa)return e[n]!==void 0&&Object.prototype.hasOwnProperty.call(e,n);switch(t.fieldKind){case"list":return e[n].length>0;case"map":return Object.keys(e[n]).length>0;case"scalar":return!ma(t.scalar,e[n]);case"enum":return e[n]!==t.enum.values[0].number}throw new Error("message field with implicit presence")}function _e(e,t){return Object.prototype.hasOwnProperty.call(e,t)&&e[t]!==void 0}function Gt(e,t){if(t.oneof){let n=e[t.oneof.localName];return n.case===t.localName?n.value:void 0}return e[t.localName]}function Mt(e,t,n){t.oneof?e[t.oneof.localName]={case:t.localName,value:n}:e[t.localName]=n}function ga(e,t){let n=t.localName;if(t.oneof){let o=t.oneof.localName;e[o].case===n&&(e[o]={case:void 0})}else if(t.presence!=pa)delete e[n];else switch(t.fieldKind){case"map":e[n]={};break;case"list":e[n]=[];break;case"enum":e[n]=t.enum.values[0].number;break;case"scalar":e[n]=me(t.scalar,t.longAsString);break}}function ve(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)}function at(e,t){var n,o,a,r;if(ve(e)&&pe in e&&"add"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.listKind==i.listKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((a=s.enum)===null||a===void 0?void 0:a.typeName)===((r=i.enum)===null||r===void 0?void 0:r.typeName)}return!0}return!1}function rt(e,t){var n,o,a,r;if(ve(e)&&pe in e&&"has"in e&&"field"in e&&typeof e.field=="function"){if(t!==void 0){let s=t,i=e.field();return s.mapKey===i.mapKey&&s.mapKind==i.mapKind&&s.scalar===i.scalar&&((n=s.message)===null||n===void 0?void 0:n.typeName)===((o=i.message)===null||o===void 0?void 0:o.typeName)&&((a=s.enum)===null||a===void 0?void 0:a.typeName)===((r=i.enum)===null||r===void 0?void 0:r.typeName)}return!0}return!1}function st(e,t){return ve(e)&&pe in e&&"desc"in e&&ve(e.desc)&&e.desc.kind==="message"&&(t===void 0||e.desc.typeName==t.typeName)}function ba(e){return ha(e.$typeName)}function fe(e){let t=e.fields[0];return ha(e.typeName)&&t!==void 0&&t.fieldKind=="scalar"&&t.name=="value"&&t.number==1}function Lt(e){switch(e.typeName){case"google.protobuf.Any":case"google.protobuf.Timestamp":case"google.protobuf.Duration":case"google.protobuf.FieldMask":case"google.protobuf.Struct":case"google.protobuf.Value":case"google.protobuf.ListValue":return!0;default:return fe(e)}}function ha(e){return e.startsWith("google.protobuf.")&&["DoubleValue","FloatValue","Int64Value","UInt64Value","Int32Value","UInt32Value","BoolValue","StringValue","BytesValue"].includes(e.substring(16))}var yi=999,vi=998,_t=2;function Q(e,t){if(nt(t,e))return t;let n=ki(e);return t!==void 0&&Ei(e,n,t),n}function Ei(e,t,n){for(let o of e.members){let a=n[o.localName];if(a==null)continue;let r;if(o.kind=="oneof"){let s=Tt(n,o);if(!s)continue;r=s,a=Gt(n,s)}else r=o;switch(r.fieldKind){case"message":a=Mn(r,a);break;case"scalar":a=Ea(r,a);break;case"list":a=Si(r,a);break;case"map":a=wi(r,a);break}Mt(t,r,a)}return t}function Ea(e,t){return e.scalar==m.BYTES?Ln(t):t}function wi(e,t){if(ve(t)){if(e.scalar==m.BYTES)return ya(t,Ln);if(e.mapKind=="message")return ya(t,n=>Mn(e,n))}return t}function Si(e,t){if(Array.isArray(t)){if(e.scalar==m.BYTES)return t.map(Ln);if(e.listKind=="message")return t.map(n=>Mn(e,n))}return t}function Mn(e,t){if(e.fieldKind=="message"&&!e.oneof&&fe(e.message))return Ea(e.message.fields[0],t);if(ve(t)){if(e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!=="google.protobuf.Value")return t;if(!nt(t,e.message))return Q(e.message,t)}return t}function Ln(e){return Array.isArray(e)?new Uint8Array(e):e}function ya(e,t){let n={};for(let o of Object.entries(e))n[o[0]]=t(o[1]);return n}var $i=Symbol(),va=new WeakMap;function ki(e){let t;if(xi(e)){let n=va.get(e),o,a;if(n)({prototype:o,members:a}=n);else{o={},a=new Set;for(let r of e.members)r.kind!="oneof"&&(r.fieldKind!="scalar"&&r.fieldKind!="enum"||r.presence!=_t&&(a.add(r),o[r.localName]=Gn(r)));va.set(e,{prototype:o,members:a})}t=Object.create(o),t.$typeName=e.typeName;for(let r of e.members)a.has(r)||r.kind=="field"&&(r.fieldKind=="message"||(r.fieldKind=="scalar"||r.fieldKind=="enum")&&r.presence!=_t)||(t[r.localName]=Gn(r))}else{t={$typeName:e.typeName};for(let n of e.members)(n.kind=="oneof"||n.presence==_t)&&(t[n.localName]=Gn(n))}return t}function xi(e){switch(e.file.edition){case yi:return!1;case vi:return!0;default:return e.fields.some(t=>t.presence!=_t&&t.fieldKind!="message"&&!t.oneof)}}function Gn(e){if(e.kind=="oneof")return{case:void 0};if(e.fieldKind=="list")return[];if(e.fieldKind=="map")return{};if(e.fieldKind=="message")return $i;let t=e.getDefaultValue();return t!==void 0?e.fieldKind=="scalar"&&e.longAsString?t.toString():t:e.fieldKind=="scalar"?me(e.scalar,e.longAsString):e.enum.values[0].number}var Ni=["FieldValueInvalidError","FieldListRangeError","ForeignFieldError"],X=class extends Error{constructor(t,n,o="FieldValueInvalidError"){super(n),this.name=o,this.field=()=>t}};function wa(e){return e instanceof Error&&Ni.includes(e.name)&&"field"in e&&typeof e.field=="function"}var _n=Symbol.for("@bufbuild/protobuf/text-encoding");function it(){if(globalThis[_n]==null){let e=new globalThis.TextEncoder,t=new globalThis.TextDecoder,n;globalThis[_n]={encodeUtf8(o){return e.encode(o)},decodeUtf8(o,a){return a?(n===void 0&&(n=new globalThis.TextDecoder("utf-8",{fatal:!0})),n.decode(o)):t.decode(o)},checkUtf8(o){try{return encodeURIComponent(o),!0}catch{return!1}}}}return globalThis[_n]}var Z;(function(e){e[e.Varint=0]="Varint",e[e.Bit64=1]="Bit64",e[e.LengthDelimited=2]="LengthDelimited",e[e.StartGroup=3]="StartGroup",e[e.EndGroup=4]="EndGroup",e[e.Bit32=5]="Bit32"})(Z||(Z={}));var Vn=34028234663852886e22,Fn=-34028234663852886e22,Wn=4294967295,Bn=2147483647,On=-2147483648,De=class{constructor(t=it().encodeUtf8){this.encodeUtf8=t,this.stack=[],this.chunks=[],this.buf=[]}finish(){this.buf.length&&(this.chunks.push(new Uint8Array(this.buf)),this.buf=[]);let t=0;for(let a=0;a<this.chunks.length;a++)t+=this.chunks[a].length;let n=new Uint8Array(t),o=0;for(let a=0;a<this.chunks.length;a++)n.set(this.chunks[a],o),o+=this.chunks[a].length;return this.chunks=[],n}fork(){return this.stack.push({chunks:this.chunks,buf:this.buf}),this.chunks=[],this.buf=[],this}join(){let t=this.finish(),n=this.stack.pop();if(!n)throw new Error("invalid state, fork stack empty");return this.chunks=n.chunks,this.buf=n.buf,this.uint32(t.byteLength),this.raw(t)}tag(t,n){return this.uint32((t<<3|n)>>>0)}raw(t){return this.buf.length&&(this.chunks.push(new Uint8Array(this.buf)),this.buf=[]),this.chunks.push(t),this}uint32(t){for(Sa(t);t>127;)this.buf.push(t&127|128),t=t>>>7;return this.buf.push(t),this}int32(t){return Cn(t),ot(t,this.buf),this}bool(t){return this.buf.push(t?1:0),this}bytes(t){return this.uint32(t.byteLength),this.raw(t)}string(t){let n=this.encodeUtf8(t);return this.uint32(n.byteLength),this.raw(n)}float(t){Ai(t);let n=new Uint8Array(4);return new DataView(n.buffer).setFloat32(0,t,!0),this.raw(n)}double(t){let n=new Uint8Array(8);return new DataView(n.buffer).setFloat64(0,t,!0),this.raw(n)}fixed32(t){Sa(t);let n=new Uint8Array(4);return new DataView(n.buffer).setUint32(0,t,!0),this.raw(n)}sfixed32(t){Cn(t);let n=new Uint8Array(4);return new DataView(n.buffer).setInt32(0,t,!0),this.raw(n)}sint32(t){return Cn(t),t=(t<<1^t>>31)>>>0,ot(t,this.buf),this}sfixed64(t){let n=new Uint8Array(8),o=new DataView(n.buffer),a=B.enc(t);return o.setInt32(0,a.lo,!0),o.setInt32(4,a.hi,!0),this.raw(n)}fixed64(t){let n=new Uint8Array(8),o=new DataView(n.buffer),a=B.uEnc(t);return o.setInt32(0,a.lo,!0),o.setInt32(4,a.hi,!0),this.raw(n)}int64(t){let n=B.enc(t);return It(n.lo,n.hi,this.buf),this}sint64(t){let n=B.enc(t),o=n.hi>>31,a=n.lo<<1^o,r=(n.hi<<1|n.lo>>>31)^o;return It(a,r,this.buf),this}uint64(t){let n=B.uEnc(t);return It(n.lo,n.hi,this.buf),this}},Ce=class{constructor(t,n=it().decodeUtf8){this.decodeUtf8=n,this.varint64=sa,this.uint32=la,this.buf=t,this.len=t.length,this.pos=0,this.view=new DataView(t.buffer,t.byteOffset,t.byteLength)}tag(){let t=this.pos,n=this.uint32(),o=this.pos-t;if(o>5||o==5&&this.buf[this.pos-1]>15)throw new Error("illegal tag: varint overflows uint32");let a=n>>>3,r=n&7;if(a<=0||r>5)throw new Error("illegal tag: field no "+a+" wire type "+r);return[a,r]}skip(t,n,o=100){let a=this.pos;switch(t){case Z.Varint:for(;this.buf[this.pos++]&128;);break;case Z.Bit64:this.pos+=4;case Z.Bit32:this.pos+=4;break;case Z.LengthDelimited:let r=this.uint32();this.pos+=r;break;case Z.StartGroup:if(o<=0)throw new Error("maximum recursion depth reached");for(;;){let[s,i]=this.tag();if(i===Z.EndGroup){if(n!==void 0&&s!==n)throw new Error("invalid end group tag");break}this.skip(i,s,o-1)}break;default:throw new Error("cant skip wire type "+t)}return this.assertBounds(),this.buf.subarray(a,this.pos)}assertBounds(){if(this.pos>this.len)throw new RangeError("premature EOF")}int32(){return this.uint32()|0}sint32(){let t=this.uint32();return t>>>1^-(t&1)}int64(){return B.dec(...this.varint64())}uint64(){return B.uDec(...this.varint64())}sint64(){let[t,n]=this.varint64(),o=-(t&1);return t=(t>>>1|(n&1)<<31)^o,n=n>>>1^o,B.dec(t,n)}bool(){let[t,n]=this.varint64();return t!==0||n!==0}fixed32(){return this.view.getUint32((this.pos+=4)-4,!0)}sfixed32(){return this.view.getInt32((this.pos+=4)-4,!0)}fixed64(){return B.uDec(this.sfixed32(),this.sfixed32())}sfixed64(){return B.dec(this.sfixed32(),this.sfixed32())}float(){return this.view.getFloat32((this.pos+=4)-4,!0)}double(){return this.view.getFloat64((this.pos+=8)-8,!0)}bytes(){let t=this.uint32(),n=this.pos;return this.pos+=t,this.assertBounds(),this.buf.subarray(n,n+t)}string(t){return this.decodeUtf8(this.bytes(),t)}};function Cn(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid int32: "+typeof e);if(!Number.isInteger(e)||e>Bn||e<On)throw new Error("invalid int32: "+e)}function Sa(e){if(typeof e=="string")e=Number(e);else if(typeof e!="number")throw new Error("invalid uint32: "+typeof e);if(!Number.isInteger(e)||e>Wn||e<0)throw new Error("invalid uint32: "+e)}function Ai(e){if(typeof e=="string"){let t=e;if(e=Number(e),Number.isNaN(e)&&t!=="NaN")throw new Error("invalid float32: "+t)}else if(typeof e!="number")throw new Error("invalid float32: "+typeof e);if(Number.isFinite(e)&&(e>Vn||e<Fn))throw new Error("invalid float32: "+e)}function ke(e,t){let n=e.fieldKind=="list"?at(t,e):e.fieldKind=="map"?rt(t,e):zn(e,t);if(n===!0)return;let o;switch(e.fieldKind){case"list":o=`expected ${xa(e)}, got ${j(t)}`;break;case"map":o=`expected ${Na(e)}, got ${j(t)}`;break;default:o=Ct(e,t,n)}return new X(e,o)}function Un(e,t,n){let o=zn(e,n);if(o!==!0)return new X(e,`list item #${t+1}: ${Ct(e,n,o)}`)}function $a(e,t,n){let o=Yn(t,e.mapKey);if(o!==!0)return new X(e,`invalid map key: ${Ct({scalar:e.mapKey},t,o)}`);let a=zn(e,n);if(a!==!0)return new X(e,`map entry ${j(t)}: ${Ct(e,n,a)}`)}function zn(e,t){return e.scalar!==void 0?Yn(t,e.scalar):e.enum!==void 0?e.enum.open?Yn(t,m.INT32):e.enum.values.some(n=>n.number===t):st(t,e.message)}function Yn(e,t){switch(t){case m.DOUBLE:return typeof e=="number";case m.FLOAT:return typeof e!="number"?!1:Number.isNaN(e)||!Number.isFinite(e)?!0:e>Vn||e<Fn?`${e.toFixed()} out of range`:!0;case m.INT32:case m.SFIXED32:case m.SINT32:return typeof e!="number"||!Number.isInteger(e)?!1:e>Bn||e<On?`${e.toFixed()} out of range`:!0;case m.FIXED32:case m.UINT32:return typeof e!="number"||!Number.isInteger(e)?!1:e>Wn||e<0?`${e.toFixed()} out of range`:!0;case m.BOOL:return typeof e=="boolean";case m.STRING:return typeof e!="string"?!1:it().checkUtf8(e)||"invalid UTF8";case m.BYTES:return e instanceof Uint8Array;case m.INT64:case m.SFIXED64:case m.SINT64:if(typeof e=="bigint"||typeof e=="number"||typeof e=="string"&&e.length>0)try{return B.parse(e),!0}catch{return`${e} out of range`}return!1;case m.FIXED64:case m.UINT64:if(typeof e=="bigint"||typeof e=="number"||typeof e=="string"&&e.length>0)try{return B.uParse(e),!0}catch{return`${e} out of range`}return!1}}function Ct(e,t,n){return n=typeof n=="string"?`: ${n}`:`, got ${j(t)}`,e.scalar!==void 0?`expected ${Ri(e.scalar)}`+n:e.enum!==void 0?`expected ${e.enum.toString()}`+n:`expected ${ka(e.message)}`+n}function j(e){switch(typeof e){case"object":return e===null?"null":e instanceof Uint8Array?`Uint8Array(${e.length})`:Array.isArray(e)?`Array(${e.length})`:at(e)?xa(e.field()):rt(e)?Na(e.field()):st(e)?ka(e.desc):nt(e)?`message ${e.$typeName}`:"object";case"string":return e.length>30?"string":`"${e.split('"').join('\\"')}"`;case"boolean":return String(e);case"number":return String(e);case"bigint":return String(e)+"n";default:return typeof e}}function ka(e){return`ReflectMessage (${e.typeName})`}function xa(e){switch(e.listKind){case"message":return`ReflectList (${e.message.toString()})`;case"enum":return`ReflectList (${e.enum.toString()})`;case"scalar":return`ReflectList (${m[e.scalar]})`}}function Na(e){switch(e.mapKind){case"message":return`ReflectMap (${m[e.mapKey]}, ${e.message.toString()})`;case"enum":return`ReflectMap (${m[e.mapKey]}, ${e.enum.toString()})`;case"scalar":return`ReflectMap (${m[e.mapKey]}, ${m[e.scalar]})`}}function Ri(e){switch(e){case m.STRING:return"string";case m.BOOL:return"boolean";case m.INT64:case m.SINT64:case m.SFIXED64:return"bigint (int64)";case m.UINT64:case m.FIXED64:return"bigint (uint64)";case m.BYTES:return"Uint8Array";case m.DOUBLE:return"number (float64)";case m.FLOAT:return"number (float32)";case m.FIXED32:case m.UINT32:return"number (uint32)";case m.INT32:case m.SFIXED32:case m.SINT32:return"number (int32)"}}var Ii=0;function q(e,t,n=!0){return new Ft(e,t,n)}var Aa=new WeakMap,Ft=class{get sortedFields(){let t=Aa.get(this.desc);if(t)return t;let n=this.desc.fields.concat().sort((o,a)=>o.number-a.number);return Aa.set(this.desc,n),n}constructor(t,n,o=!0){this.lists=new Map,this.maps=new Map,this.check=o,this.desc=t,this.message=this[pe]=n??Q(t),this.fields=t.fields,this.oneofs=t.oneofs,this.members=t.members}findNumber(t){return this._fieldsByNumber||(this._fieldsByNumber=new Map(this.desc.fields.map(n=>[n.number,n]))),this._fieldsByNumber.get(t)}oneofCase(t){return ct(this.message,t),Tt(this.message,t)}isSet(t){return ct(this.message,t),fa(this.message,t)}clear(t){ct(this.message,t),ga(this.message,t)}get(t){ct(this.message,t);let n=Gt(this.message,t);switch(t.fieldKind){case"list":let o=this.lists.get(t);return(!o||o[pe]!==n)&&this.lists.set(t,o=new Zn(t,n,this.check)),o;case"map":let a=this.maps.get(t);return(!a||a[pe]!==n)&&this.maps.set(t,a=new Kn(t,n,this.check)),a;case"message":return jn(t,n,this.check);case"scalar":return n===void 0?me(t.scalar,!1):Jn(t,n);case"enum":return n??t.enum.values[0].number}}set(t,n){if(ct(this.message,t),this.check){let a=ke(t,n);if(a)throw a}let o;t.fieldKind=="message"?o=Xn(t,n):rt(n)||at(n)?o=n[pe]:o=Hn(t,n),Mt(this.message,t,o)}getUnknown(){return this.message.$unknown}setUnknown(t){this.message.$unknown=t}};function ct(e,t){if(t.parent.typeName!==e.$typeName)throw new X(t,`cannot use ${t.toString()} with message ${e.$typeName}`,"ForeignFieldError")}var Zn=class{field(){return this._field}get size(){return this._arr.length}constructor(t,n,o){this._field=t,this._arr=this[pe]=n,this.check=o}get(t){let n=this._arr[t];return n===void 0?void 0:Dn(this._field,n,this.check)}set(t,n){if(t<0||t>=this._arr.length)throw new X(this._field,`list item #${t+1}: out of range`);if(this.check){let o=Un(this._field,t,n);if(o)throw o}this._arr[t]=Ra(this._field,n)}add(t){if(this.check){let n=Un(this._field,this._arr.length,t);if(n)throw n}this._arr.push(Ra(this._field,t))}clear(){this._arr.splice(0,this._arr.length)}[Symbol.iterator](){return this.values()}keys(){return this._arr.keys()}*values(){for(let t of this._arr)yield Dn(this._field,t,this.check)}*entries(){for(let t=0;t<this._arr.length;t++)yield[t,Dn(this._field,this._arr[t],this.check)]}};var Kn=class{constructor(t,n,o=!0){this.obj=this[pe]=n??{},this.check=o,this._field=t}field(){return this._field}set(t,n){if(this.check){let o=$a(this._field,t,n);if(o)throw o}return this.obj[Vt(t)]=Ti(this._field,n),this}delete(t){let n=Vt(t),o=Object.prototype.hasOwnProperty.call(this.obj,n);return o&&delete this.obj[n],o}clear(){for(let t of Object.keys(this.obj))delete this.obj[t]}get(t){let n=this.obj[Vt(t)];return n!==void 0&&(n=Pn(this._field,n,this.check)),n}has(t){return Object.prototype.hasOwnProperty.call(this.obj,Vt(t))}*keys(){for(let t of Object.keys(this.obj))yield Ia(t,this._field.mapKey)}*entries(){for(let t of Object.entries(this.obj))yield[Ia(t[0],this._field.mapKey),Pn(this._field,t[1],this.check)]}[Symbol.iterator](){return this.entries()}get size(){return Object.keys(this.obj).length}*values(){for(let t of Object.values(this.obj))yield Pn(this._field,t,this.check)}forEach(t,n){for(let o of this.entries())t.call(n,o[1],o[0],this)}};function Xn(e,t){return st(t)?ba(t.message)&&!e.oneof&&e.fieldKind=="message"?t.message.value:t.desc.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"?Ga(t.message):t.message:t}function jn(e,t,n){return t!==void 0&&(fe(e.message)&&!e.oneof&&e.fieldKind=="message"?t={$typeName:e.message.typeName,value:Jn(e.message.fields[0],t)}:e.message.typeName=="google.protobuf.Struct"&&e.parent.typeName!="google.protobuf.Value"&&ve(t)&&(t=Ta(t))),new Ft(e.message,t,n)}function Ra(e,t){return e.listKind=="message"?Xn(e,t):Hn(e,t)}function Dn(e,t,n){return e.listKind=="message"?jn(e,t,n):Jn(e,t)}function Ti(e,t){return e.mapKind=="message"?Xn(e,t):Hn(e,t)}function Pn(e,t,n){return e.mapKind=="message"?jn(e,t,n):t}function Vt(e){return typeof e=="string"||typeof e=="number"?e:String(e)}function Ia(e,t){switch(t){case m.STRING:return e;case m.INT32:case m.FIXED32:case m.UINT32:case m.SFIXED32:case m.SINT32:{let n=Number.parseInt(e);if(Number.isFinite(n))return n;break}case m.BOOL:switch(e){case"true":return!0;case"false":return!1}break;case m.UINT64:case m.FIXED64:try{return B.uParse(e)}catch{}break;default:try{return B.parse(e)}catch{}break}return e}function Jn(e,t){switch(e.scalar){case m.INT64:case m.SFIXED64:case m.SINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=B.parse(t));break;case m.FIXED64:case m.UINT64:"longAsString"in e&&e.longAsString&&typeof t=="string"&&(t=B.uParse(t));break}return t}function Hn(e,t){switch(e.scalar){case m.INT64:case m.SFIXED64:case m.SINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=B.parse(t));break;case m.FIXED64:case m.UINT64:"longAsString"in e&&e.longAsString?t=String(t):(typeof t=="string"||typeof t=="number")&&(t=B.uParse(t));break}return t}function Ta(e){let t={$typeName:"google.protobuf.Struct",fields:{}};if(ve(e))for(let[n,o]of Object.entries(e))t.fields[n]=La(o);return t}function Ga(e){let t={};for(let[n,o]of Object.entries(e.fields))t[n]=Ma(o);return t}function Ma(e){switch(e.kind.case){case"structValue":return Ga(e.kind.value);case"listValue":return e.kind.value.values.map(Ma);case"nullValue":case void 0:return null;default:return e.kind.value}}function La(e){let t={$typeName:"google.protobuf.Value",kind:{case:void 0}};switch(typeof e){case"number":t.kind={case:"numberValue",value:e};break;case"string":t.kind={case:"stringValue",value:e};break;case"boolean":t.kind={case:"boolValue",value:e};break;case"object":if(e===null)t.kind={case:"nullValue",value:Ii};else if(Array.isArray(e)){let n={$typeName:"google.protobuf.ListValue",values:[]};if(Array.isArray(e))for(let o of e)n.values.push(La(o));t.kind={case:"listValue",value:n}}else t.kind={case:"structValue",value:Ta(e)};break}return t}function Ze(e){let t=Gi(),n=e.length*3/4;e[e.length-2]=="="?n-=2:e[e.length-1]=="="&&(n-=1);let o=new Uint8Array(n),a=0,r=0,s,i=0;for(let c=0;c<e.length;c++){if(s=t[e.charCodeAt(c)],s===void 0)switch(e[c]){case"=":r=0;case`
`:case"\r":case"	":case" ":continue;default:throw Error("invalid base64 string")}switch(r){case 0:i=s,r=1;break;case 1:o[a++]=i<<2|(s&48)>>4,i=s,r=2;break;case 2:o[a++]=(i&15)<<4|(s&60)>>2,i=s,r=3;break;case 3:o[a++]=(i&3)<<6|s,r=0;break}}if(r==1)throw Error("invalid base64 string");return o.subarray(0,a)}function Qn(e,t="std"){let n=Ca(t),o=t=="std",a="",r=0,s,i=0;for(let c=0;c<e.length;c++)switch(s=e[c],r){case 0:a+=n[s>>2],i=(s&3)<<4,r=1;break;case 1:a+=n[i|s>>4],i=(s&15)<<2,r=2;break;case 2:a+=n[i|s>>6],a+=n[s&63],r=0;break}return r&&(a+=n[i],o&&(a+="=",r==1&&(a+="="))),a}var Wt,_a,Pe;function Ca(e){return Wt||(Wt="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split(""),_a=Wt.slice(0,-2).concat("-","_")),e=="url"?_a:Wt}function Gi(){if(!Pe){Pe=[];let e=Ca("std");for(let t=0;t<e.length;t++)Pe[e[t].charCodeAt(0)]=t;Pe[45]=e.indexOf("+"),Pe[95]=e.indexOf("/")}return Pe}function xe(e){let t=!1,n=[];for(let o=0;o<e.length;o++){let a=e.charAt(o);switch(a){case"_":t=!0;break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":case"8":case"9":n.push(a),t=!1;break;default:t&&(t=!1,a=a.toUpperCase()),n.push(a);break}}return n.join("")}function Bt(e){return e.replace(/[A-Z]/g,t=>"_"+t.toLowerCase())}var Mi=new Set(["constructor","toString","toJSON","valueOf"]);function Ke(e){return Mi.has(e)?e+"$":e}function lt(e){for(let t of e.field)_e(t,"jsonName")||(t.jsonName=xe(t.name));e.nestedType.forEach(lt)}function Va(e,t){let n=e.values.find(o=>o.name===t);if(!n)throw new Error(`cannot parse ${e} default value: ${t}`);return n.number}function Fa(e,t){switch(e){case m.STRING:return t;case m.BYTES:{let n=Li(t);if(n===!1)throw new Error(`cannot parse ${m[e]} default value: ${t}`);return n}case m.INT64:case m.SFIXED64:case m.SINT64:return B.parse(t);case m.UINT64:case m.FIXED64:return B.uParse(t);case m.DOUBLE:case m.FLOAT:switch(t){case"inf":return Number.POSITIVE_INFINITY;case"-inf":return Number.NEGATIVE_INFINITY;case"nan":return Number.NaN;default:return parseFloat(t)}case m.BOOL:return t==="true";case m.INT32:case m.UINT32:case m.SINT32:case m.FIXED32:case m.SFIXED32:return parseInt(t,10)}}function Li(e){let t=[],n={tail:e,c:"",next(){return this.tail.length==0?!1:(this.c=this.tail[0],this.tail=this.tail.substring(1),!0)},take(o){if(this.tail.length>=o){let a=this.tail.substring(0,o);return this.tail=this.tail.substring(o),a}return!1}};for(;n.next();)switch(n.c){case"\\":if(n.next())switch(n.c){case"\\":t.push(n.c.charCodeAt(0));break;case"b":t.push(8);break;case"f":t.push(12);break;case"n":t.push(10);break;case"r":t.push(13);break;case"t":t.push(9);break;case"v":t.push(11);break;case"0":case"1":case"2":case"3":case"4":case"5":case"6":case"7":{let o=n.c,a=n.take(2);if(a===!1)return!1;let r=parseInt(o+a,8);if(Number.isNaN(r))return!1;t.push(r);break}case"x":{let o=n.c,a=n.take(2);if(a===!1)return!1;let r=parseInt(o+a,16);if(Number.isNaN(r))return!1;t.push(r);break}case"u":{let o=n.c,a=n.take(4);if(a===!1)return!1;let r=parseInt(o+a,16);if(Number.isNaN(r))return!1;let s=new Uint8Array(4);new DataView(s.buffer).setInt32(0,r,!0),t.push(s[0],s[1],s[2],s[3]);break}case"U":{let o=n.c,a=n.take(8);if(a===!1)return!1;let r=B.uEnc(o+a),s=new Uint8Array(8),i=new DataView(s.buffer);i.setInt32(0,r.lo,!0),i.setInt32(4,r.hi,!0),t.push(s[0],s[1],s[2],s[3],s[4],s[5],s[6],s[7]);break}}break;default:t.push(n.c.charCodeAt(0))}return new Uint8Array(t)}function*Ot(e){switch(e.kind){case"file":for(let t of e.messages)yield t,yield*Ot(t);yield*e.enums,yield*e.services,yield*e.extensions;break;case"message":for(let t of e.nestedMessages)yield t,yield*Ot(t);yield*e.nestedEnums,yield*e.nestedExtensions;break}}function Yt(...e){let t=_i();if(!e.length)return t;if("$typeName"in e[0]&&e[0].$typeName=="google.protobuf.FileDescriptorSet"){for(let n of e[0].file)Ya(n,t);return t}if("$typeName"in e[0]){let r=function(s){let i=[];for(let c of s.dependency){if(t.getFile(c)!=null||a.has(c))continue;let d=o(c);if(!d)throw new Error(`Unable to resolve ${c}, imported by ${s.name}`);"kind"in d?t.addFile(d,!1,!0):(a.add(d.name),i.push(d))}return i.concat(...i.map(r))},n=e[0],o=e[1],a=new Set;for(let s of[n,...r(n)].reverse())Ya(s,t)}else for(let n of e)for(let o of n.files)t.addFile(o);return t}function _i(){let e=new Map,t=new Map,n=new Map;return{kind:"registry",types:e,extendees:t,[Symbol.iterator](){return e.values()},get files(){return n.values()},addFile(o,a,r){if(n.set(o.proto.name,o),!a)for(let s of Ot(o))this.add(s);if(r)for(let s of o.dependencies)this.addFile(s,a,r)},add(o){if(o.kind=="extension"){let a=t.get(o.extendee.typeName);a||t.set(o.extendee.typeName,a=new Map),a.set(o.number,o)}e.set(o.typeName,o)},get(o){return e.get(o)},getFile(o){return n.get(o)},getMessage(o){let a=e.get(o);return a?.kind=="message"?a:void 0},getEnum(o){let a=e.get(o);return a?.kind=="enum"?a:void 0},getExtension(o){let a=e.get(o);return a?.kind=="extension"?a:void 0},getExtensionFor(o,a){var r;return(r=t.get(o.typeName))===null||r===void 0?void 0:r.get(a)},getService(o){let a=e.get(o);return a?.kind=="service"?a:void 0}}}var Ci=998,Vi=999,Fi=9999,Wi=9,dt=10,ut=11,Bi=12,Wa=14,oo=3,Oi=2,Ba=1,Yi=0,qn=1,Oa=2,Ui=3,zi=1,Di=2,Pi=1,Zi=2;var Ki=1001,za={998:{fieldPresence:1,enumType:2,repeatedFieldEncoding:2,utf8Validation:3,messageEncoding:1,jsonFormat:2,enforceNamingStyle:2,defaultSymbolVisibility:1},999:{fieldPresence:2,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1},1e3:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:2,defaultSymbolVisibility:1},1001:{fieldPresence:1,enumType:1,repeatedFieldEncoding:1,utf8Validation:2,messageEncoding:1,jsonFormat:1,enforceNamingStyle:1,defaultSymbolVisibility:2}};function Ya(e,t){var n,o;let a={kind:"file",proto:e,deprecated:(o=(n=e.options)===null||n===void 0?void 0:n.deprecated)!==null&&o!==void 0?o:!1,edition:Hi(e),name:e.name.replace(/\.proto$/,""),dependencies:Qi(e,t),enums:[],messages:[],extensions:[],services:[],toString(){return`file ${e.name}`}},r=new Map,s={get(i){return r.get(i)},add(i){var c;ge(((c=i.proto.options)===null||c===void 0?void 0:c.mapEntry)===!0),r.set(i.typeName,i)}};for(let i of e.enumType)Da(i,a,void 0,t);for(let i of e.messageType)Pa(i,a,void 0,t,s);for(let i of e.service)Xi(i,a,t);eo(a,t);for(let i of r.values())to(i,t,s);for(let i of a.messages)to(i,t,s),eo(i,t);t.addFile(a,!0)}function eo(e,t){switch(e.kind){case"file":for(let n of e.proto.extension){let o=no(n,e,t);e.extensions.push(o),t.add(o)}break;case"message":for(let n of e.proto.extension){let o=no(n,e,t);e.nestedExtensions.push(o),t.add(o)}for(let n of e.nestedMessages)eo(n,t);break}}function to(e,t,n){let o=e.proto.oneofDecl.map(r=>Ji(r,e)),a=new Set;for(let r of e.proto.field){let s=tc(r,o),i=no(r,e,t,s,n);e.fields.push(i),e.field[i.localName]=i,s===void 0?e.members.push(i):(s.fields.push(i),a.has(s)||(a.add(s),e.members.push(s)))}for(let r of o.filter(s=>a.has(s)))e.oneofs.push(r);for(let r of e.nestedMessages)to(r,t,n)}function Da(e,t,n,o){var a,r,s,i,c;let d=qi(e.name,e.value),p={kind:"enum",proto:e,deprecated:(r=(a=e.options)===null||a===void 0?void 0:a.deprecated)!==null&&r!==void 0?r:!1,file:t,parent:n,open:!0,name:e.name,typeName:Ut(e,n,t),value:{},values:[],sharedPrefix:d,toString(){return`enum ${this.typeName}`}};p.open=rc(p),o.add(p);for(let y of e.value){let S=y.name;p.values.push(p.value[y.number]={kind:"enum_value",proto:y,deprecated:(i=(s=y.options)===null||s===void 0?void 0:s.deprecated)!==null&&i!==void 0?i:!1,parent:p,name:S,localName:Ke(d==null?S:S.substring(d.length)),number:y.number,toString(){return`enum value ${p.typeName}.${S}`}})}((c=n?.nestedEnums)!==null&&c!==void 0?c:t.enums).push(p)}function Pa(e,t,n,o,a){var r,s,i,c;let d={kind:"message",proto:e,deprecated:(s=(r=e.options)===null||r===void 0?void 0:r.deprecated)!==null&&s!==void 0?s:!1,file:t,parent:n,name:e.name,typeName:Ut(e,n,t),fields:[],field:{},oneofs:[],members:[],nestedEnums:[],nestedMessages:[],nestedExtensions:[],toString(){return`message ${this.typeName}`}};((i=e.options)===null||i===void 0?void 0:i.mapEntry)===!0?a.add(d):(((c=n?.nestedMessages)!==null&&c!==void 0?c:t.messages).push(d),o.add(d));for(let p of e.enumType)Da(p,t,d,o);for(let p of e.nestedType)Pa(p,t,d,o,a)}function Xi(e,t,n){var o,a;let r={kind:"service",proto:e,deprecated:(a=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&a!==void 0?a:!1,file:t,name:e.name,typeName:Ut(e,void 0,t),methods:[],method:{},toString(){return`service ${this.typeName}`}};t.services.push(r),n.add(r);for(let s of e.method){let i=ji(s,r,n);r.methods.push(i),r.method[i.localName]=i}}function ji(e,t,n){var o,a,r,s;let i;e.clientStreaming&&e.serverStreaming?i="bidi_streaming":e.clientStreaming?i="client_streaming":e.serverStreaming?i="server_streaming":i="unary";let c=n.getMessage(Ne(e.inputType)),d=n.getMessage(Ne(e.outputType));ge(c,`invalid MethodDescriptorProto: input_type ${e.inputType} not found`),ge(d,`invalid MethodDescriptorProto: output_type ${e.inputType} not found`);let p=e.name;return{kind:"rpc",proto:e,deprecated:(a=(o=e.options)===null||o===void 0?void 0:o.deprecated)!==null&&a!==void 0?a:!1,parent:t,name:p,localName:Ke(p.length?Ke(p[0].toLowerCase()+p.substring(1)):p),methodKind:i,input:c,output:d,idempotency:(s=(r=e.options)===null||r===void 0?void 0:r.idempotencyLevel)!==null&&s!==void 0?s:Yi,toString(){return`rpc ${t.typeName}.${p}`}}}function Ji(e,t){return{kind:"oneof",proto:e,deprecated:!1,parent:t,fields:[],name:e.name,localName:Ke(xe(e.name)),toString(){return`oneof ${t.typeName}.${this.name}`}}}function no(e,t,n,o,a){var r,s,i;let c=a===void 0,d={kind:"field",proto:e,deprecated:(s=(r=e.options)===null||r===void 0?void 0:r.deprecated)!==null&&s!==void 0?s:!1,name:e.name,number:e.number,scalar:void 0,message:void 0,enum:void 0,presence:nc(e,o,c,t),utf8Validation:sc(e,t),listKind:void 0,mapKind:void 0,mapKey:void 0,delimitedEncoding:void 0,packed:void 0,longAsString:!1,getDefaultValue:void 0};if(c){let g=t.kind=="file"?t:t.file,f=t.kind=="file"?void 0:t,x=Ut(e,f,g);d.kind="extension",d.file=g,d.parent=f,d.oneof=void 0,d.typeName=x,d.jsonName=`[${x}]`,d.toString=()=>`extension ${x}`;let k=n.getMessage(Ne(e.extendee));ge(k,`invalid FieldDescriptorProto: extendee ${e.extendee} not found`),d.extendee=k}else{let g=t;ge(g.kind=="message"),d.parent=g,d.oneof=o,d.localName=o?xe(e.name):Ke(xe(e.name)),d.jsonName=e.jsonName,d.toString=()=>`field ${g.typeName}.${e.name}`}let p=e.label,y=e.type,S=(i=e.options)===null||i===void 0?void 0:i.jstype;if(p===oo){let g=y==ut?a?.get(Ne(e.typeName)):void 0;if(g){d.fieldKind="map";let{key:f,value:x}=ac(g);return d.mapKey=f.scalar,d.mapKind=x.fieldKind,d.message=x.message,d.delimitedEncoding=!1,d.enum=x.enum,d.scalar=x.scalar,d}switch(d.fieldKind="list",y){case ut:case dt:d.listKind="message",d.message=n.getMessage(Ne(e.typeName)),ge(d.message),d.delimitedEncoding=Ua(e,t);break;case Wa:d.listKind="enum",d.enum=n.getEnum(Ne(e.typeName)),ge(d.enum);break;default:d.listKind="scalar",d.scalar=y,d.longAsString=S==Ba;break}return d.packed=oc(e,t),d}switch(y){case ut:case dt:d.fieldKind="message",d.message=n.getMessage(Ne(e.typeName)),ge(d.message,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),d.delimitedEncoding=Ua(e,t),d.getDefaultValue=()=>{};break;case Wa:{let g=n.getEnum(Ne(e.typeName));ge(g!==void 0,`invalid FieldDescriptorProto: type_name ${e.typeName} not found`),d.fieldKind="enum",d.enum=n.getEnum(Ne(e.typeName)),d.getDefaultValue=()=>_e(e,"defaultValue")?Va(g,e.defaultValue):void 0;break}default:{d.fieldKind="scalar",d.scalar=y,d.longAsString=S==Ba,d.getDefaultValue=()=>_e(e,"defaultValue")?Fa(y,e.defaultValue):void 0;break}}return d}function Hi(e){switch(e.syntax){case"":case"proto2":return Ci;case"proto3":return Vi;case"editions":if(e.edition===Fi)return Ki;if(e.edition in za)return e.edition;throw new Error(`${e.name}: unsupported edition`);default:throw new Error(`${e.name}: unsupported syntax "${e.syntax}"`)}}function Qi(e,t){return e.dependency.map(n=>{let o=t.getFile(n);if(!o)throw new Error(`Cannot find ${n}, imported by ${e.name}`);return o})}function qi(e,t){let n=ec(e)+"_";for(let o of t){if(!o.name.toLowerCase().startsWith(n))return;let a=o.name.substring(n.length);if(a.length==0||/^\d/.test(a))return}return n}function ec(e){return(e.substring(0,1)+e.substring(1).replace(/[A-Z]/g,t=>"_"+t)).toLowerCase()}function Ut(e,t,n){let o;return t?o=`${t.typeName}.${e.name}`:n.proto.package.length>0?o=`${n.proto.package}.${e.name}`:o=`${e.name}`,o}function Ne(e){return e.startsWith(".")?e.substring(1):e}function tc(e,t){if(!_e(e,"oneofIndex")||e.proto3Optional)return;let n=t[e.oneofIndex];return ge(n,`invalid FieldDescriptorProto: oneof #${e.oneofIndex} for field #${e.number} not found`),n}function nc(e,t,n,o){if(e.label==Oi)return Ui;if(e.label==oo)return Oa;if(t||e.proto3Optional||n)return qn;let a=Ve("fieldPresence",{proto:e,parent:o});return a==Oa&&(e.type==ut||e.type==dt)?qn:a}function oc(e,t){if(e.label!=oo)return!1;switch(e.type){case Wi:case Bi:case dt:case ut:return!1}let n=e.options;return n&&_e(n,"packed")?n.packed:zi==Ve("repeatedFieldEncoding",{proto:e,parent:t})}function ac(e){let t=e.fields.find(o=>o.number===1),n=e.fields.find(o=>o.number===2);return ge(t&&t.fieldKind=="scalar"&&t.scalar!=m.BYTES&&t.scalar!=m.FLOAT&&t.scalar!=m.DOUBLE&&n&&n.fieldKind!="list"&&n.fieldKind!="map"),{key:t,value:n}}function rc(e){var t;return Pi==Ve("enumType",{proto:e.proto,parent:(t=e.parent)!==null&&t!==void 0?t:e.file})}function Ua(e,t){return e.type==dt?!0:Di==Ve("messageEncoding",{proto:e,parent:t})}function sc(e,t){return Zi==Ve("utf8Validation",{proto:e,parent:t})}function Ve(e,t){var n,o;let a=(n=t.proto.options)===null||n===void 0?void 0:n.features;if(a){let r=a[e];if(r!=0)return r}if("kind"in t){if(t.kind=="message")return Ve(e,(o=t.parent)!==null&&o!==void 0?o:t.file);let r=za[t.edition];if(!r)throw new Error(`feature default for edition ${t.edition} not found`);return r[e]}return Ve(e,t.parent)}function ge(e,t){if(!e)throw new Error(t)}function Za(e){let t=ic(e);return t.messageType.forEach(lt),Yt(t,()=>{}).getFile(t.name)}function ic(e){return Object.assign(Object.create({syntax:"",edition:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FileDescriptorProto",dependency:[],publicDependency:[],weakDependency:[],optionDependency:[],service:[],extension:[]},e),{messageType:e.messageType.map(Ka),enumType:e.enumType.map(Xa)}))}function Ka(e){var t,n,o,a,r,s,i,c;return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.DescriptorProto",name:e.name,field:(n=(t=e.field)===null||t===void 0?void 0:t.map(cc))!==null&&n!==void 0?n:[],extension:[],nestedType:(a=(o=e.nestedType)===null||o===void 0?void 0:o.map(Ka))!==null&&a!==void 0?a:[],enumType:(s=(r=e.enumType)===null||r===void 0?void 0:r.map(Xa))!==null&&s!==void 0?s:[],extensionRange:(c=(i=e.extensionRange)===null||i===void 0?void 0:i.map(p=>Object.assign({$typeName:"google.protobuf.DescriptorProto.ExtensionRange"},p)))!==null&&c!==void 0?c:[],oneofDecl:[],reservedRange:[],reservedName:[]})}function cc(e){return Object.assign(Object.create({label:1,typeName:"",extendee:"",defaultValue:"",oneofIndex:0,jsonName:"",proto3Optional:!1}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldDescriptorProto"},e),{options:e.options?lc(e.options):void 0}))}function lc(e){var t,n,o;return Object.assign(Object.create({ctype:0,packed:!1,jstype:0,lazy:!1,unverifiedLazy:!1,deprecated:!1,weak:!1,debugRedact:!1,retention:0}),Object.assign(Object.assign({$typeName:"google.protobuf.FieldOptions"},e),{targets:(t=e.targets)!==null&&t!==void 0?t:[],editionDefaults:(o=(n=e.editionDefaults)===null||n===void 0?void 0:n.map(r=>Object.assign({$typeName:"google.protobuf.FieldOptions.EditionDefault"},r)))!==null&&o!==void 0?o:[],uninterpretedOption:[]}))}function Xa(e){return Object.assign(Object.create({visibility:0}),{$typeName:"google.protobuf.EnumDescriptorProto",name:e.name,reservedName:[],reservedRange:[],value:e.value.map(n=>Object.assign({$typeName:"google.protobuf.EnumValueDescriptorProto"},n))})}function le(e,t,...n){return n.reduce((o,a)=>o.nestedMessages[a],e.messages[t])}var uc=Za({name:"google/protobuf/descriptor.proto",package:"google.protobuf",messageType:[{name:"FileDescriptorSet",field:[{name:"file",number:1,type:11,label:3,typeName:".google.protobuf.FileDescriptorProto"}],extensionRange:[{start:536e6,end:536000001}]},{name:"FileDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"package",number:2,type:9,label:1},{name:"dependency",number:3,type:9,label:3},{name:"public_dependency",number:10,type:5,label:3},{name:"weak_dependency",number:11,type:5,label:3},{name:"option_dependency",number:15,type:9,label:3},{name:"message_type",number:4,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:5,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"service",number:6,type:11,label:3,typeName:".google.protobuf.ServiceDescriptorProto"},{name:"extension",number:7,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FileOptions"},{name:"source_code_info",number:9,type:11,label:1,typeName:".google.protobuf.SourceCodeInfo"},{name:"syntax",number:12,type:9,label:1},{name:"edition",number:14,type:14,label:1,typeName:".google.protobuf.Edition"}]},{name:"DescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"field",number:2,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"extension",number:6,type:11,label:3,typeName:".google.protobuf.FieldDescriptorProto"},{name:"nested_type",number:3,type:11,label:3,typeName:".google.protobuf.DescriptorProto"},{name:"enum_type",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto"},{name:"extension_range",number:5,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ExtensionRange"},{name:"oneof_decl",number:8,type:11,label:3,typeName:".google.protobuf.OneofDescriptorProto"},{name:"options",number:7,type:11,label:1,typeName:".google.protobuf.MessageOptions"},{name:"reserved_range",number:9,type:11,label:3,typeName:".google.protobuf.DescriptorProto.ReservedRange"},{name:"reserved_name",number:10,type:9,label:3},{name:"visibility",number:11,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"ExtensionRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ExtensionRangeOptions"}]},{name:"ReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"ExtensionRangeOptions",field:[{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"},{name:"declaration",number:2,type:11,label:3,typeName:".google.protobuf.ExtensionRangeOptions.Declaration",options:{retention:2}},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"verification",number:3,type:14,label:1,typeName:".google.protobuf.ExtensionRangeOptions.VerificationState",defaultValue:"UNVERIFIED",options:{retention:2}}],nestedType:[{name:"Declaration",field:[{name:"number",number:1,type:5,label:1},{name:"full_name",number:2,type:9,label:1},{name:"type",number:3,type:9,label:1},{name:"reserved",number:5,type:8,label:1},{name:"repeated",number:6,type:8,label:1}]}],enumType:[{name:"VerificationState",value:[{name:"DECLARATION",number:0},{name:"UNVERIFIED",number:1}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"FieldDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:3,type:5,label:1},{name:"label",number:4,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Label"},{name:"type",number:5,type:14,label:1,typeName:".google.protobuf.FieldDescriptorProto.Type"},{name:"type_name",number:6,type:9,label:1},{name:"extendee",number:2,type:9,label:1},{name:"default_value",number:7,type:9,label:1},{name:"oneof_index",number:9,type:5,label:1},{name:"json_name",number:10,type:9,label:1},{name:"options",number:8,type:11,label:1,typeName:".google.protobuf.FieldOptions"},{name:"proto3_optional",number:17,type:8,label:1}],enumType:[{name:"Type",value:[{name:"TYPE_DOUBLE",number:1},{name:"TYPE_FLOAT",number:2},{name:"TYPE_INT64",number:3},{name:"TYPE_UINT64",number:4},{name:"TYPE_INT32",number:5},{name:"TYPE_FIXED64",number:6},{name:"TYPE_FIXED32",number:7},{name:"TYPE_BOOL",number:8},{name:"TYPE_STRING",number:9},{name:"TYPE_GROUP",number:10},{name:"TYPE_MESSAGE",number:11},{name:"TYPE_BYTES",number:12},{name:"TYPE_UINT32",number:13},{name:"TYPE_ENUM",number:14},{name:"TYPE_SFIXED32",number:15},{name:"TYPE_SFIXED64",number:16},{name:"TYPE_SINT32",number:17},{name:"TYPE_SINT64",number:18}]},{name:"Label",value:[{name:"LABEL_OPTIONAL",number:1},{name:"LABEL_REPEATED",number:3},{name:"LABEL_REQUIRED",number:2}]}]},{name:"OneofDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"options",number:2,type:11,label:1,typeName:".google.protobuf.OneofOptions"}]},{name:"EnumDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"value",number:2,type:11,label:3,typeName:".google.protobuf.EnumValueDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumOptions"},{name:"reserved_range",number:4,type:11,label:3,typeName:".google.protobuf.EnumDescriptorProto.EnumReservedRange"},{name:"reserved_name",number:5,type:9,label:3},{name:"visibility",number:6,type:14,label:1,typeName:".google.protobuf.SymbolVisibility"}],nestedType:[{name:"EnumReservedRange",field:[{name:"start",number:1,type:5,label:1},{name:"end",number:2,type:5,label:1}]}]},{name:"EnumValueDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"number",number:2,type:5,label:1},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.EnumValueOptions"}]},{name:"ServiceDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"method",number:2,type:11,label:3,typeName:".google.protobuf.MethodDescriptorProto"},{name:"options",number:3,type:11,label:1,typeName:".google.protobuf.ServiceOptions"}]},{name:"MethodDescriptorProto",field:[{name:"name",number:1,type:9,label:1},{name:"input_type",number:2,type:9,label:1},{name:"output_type",number:3,type:9,label:1},{name:"options",number:4,type:11,label:1,typeName:".google.protobuf.MethodOptions"},{name:"client_streaming",number:5,type:8,label:1,defaultValue:"false"},{name:"server_streaming",number:6,type:8,label:1,defaultValue:"false"}]},{name:"FileOptions",field:[{name:"java_package",number:1,type:9,label:1},{name:"java_outer_classname",number:8,type:9,label:1},{name:"java_multiple_files",number:10,type:8,label:1,defaultValue:"false",options:{}},{name:"java_generate_equals_and_hash",number:20,type:8,label:1,options:{deprecated:!0}},{name:"java_string_check_utf8",number:27,type:8,label:1,defaultValue:"false"},{name:"optimize_for",number:9,type:14,label:1,typeName:".google.protobuf.FileOptions.OptimizeMode",defaultValue:"SPEED"},{name:"go_package",number:11,type:9,label:1},{name:"cc_generic_services",number:16,type:8,label:1,defaultValue:"false"},{name:"java_generic_services",number:17,type:8,label:1,defaultValue:"false"},{name:"py_generic_services",number:18,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:23,type:8,label:1,defaultValue:"false"},{name:"cc_enable_arenas",number:31,type:8,label:1,defaultValue:"true"},{name:"objc_class_prefix",number:36,type:9,label:1},{name:"csharp_namespace",number:37,type:9,label:1},{name:"swift_prefix",number:39,type:9,label:1},{name:"php_class_prefix",number:40,type:9,label:1},{name:"php_namespace",number:41,type:9,label:1},{name:"php_metadata_namespace",number:44,type:9,label:1},{name:"ruby_package",number:45,type:9,label:1},{name:"features",number:50,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"OptimizeMode",value:[{name:"SPEED",number:1},{name:"CODE_SIZE",number:2},{name:"LITE_RUNTIME",number:3}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"MessageOptions",field:[{name:"message_set_wire_format",number:1,type:8,label:1,defaultValue:"false"},{name:"no_standard_descriptor_accessor",number:2,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"map_entry",number:7,type:8,label:1},{name:"deprecated_legacy_json_field_conflicts",number:11,type:8,label:1,options:{deprecated:!0}},{name:"features",number:12,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"FieldOptions",field:[{name:"ctype",number:1,type:14,label:1,typeName:".google.protobuf.FieldOptions.CType",defaultValue:"STRING"},{name:"packed",number:2,type:8,label:1},{name:"jstype",number:6,type:14,label:1,typeName:".google.protobuf.FieldOptions.JSType",defaultValue:"JS_NORMAL"},{name:"lazy",number:5,type:8,label:1,defaultValue:"false"},{name:"unverified_lazy",number:15,type:8,label:1,defaultValue:"false"},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"weak",number:10,type:8,label:1,defaultValue:"false",options:{deprecated:!0}},{name:"debug_redact",number:16,type:8,label:1,defaultValue:"false"},{name:"retention",number:17,type:14,label:1,typeName:".google.protobuf.FieldOptions.OptionRetention"},{name:"targets",number:19,type:14,label:3,typeName:".google.protobuf.FieldOptions.OptionTargetType"},{name:"edition_defaults",number:20,type:11,label:3,typeName:".google.protobuf.FieldOptions.EditionDefault"},{name:"features",number:21,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"feature_support",number:22,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],nestedType:[{name:"EditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"value",number:2,type:9,label:1}]},{name:"FeatureSupport",field:[{name:"edition_introduced",number:1,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"edition_deprecated",number:2,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"deprecation_warning",number:3,type:9,label:1},{name:"edition_removed",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"removal_error",number:5,type:9,label:1}]}],enumType:[{name:"CType",value:[{name:"STRING",number:0},{name:"CORD",number:1},{name:"STRING_PIECE",number:2}]},{name:"JSType",value:[{name:"JS_NORMAL",number:0},{name:"JS_STRING",number:1},{name:"JS_NUMBER",number:2}]},{name:"OptionRetention",value:[{name:"RETENTION_UNKNOWN",number:0},{name:"RETENTION_RUNTIME",number:1},{name:"RETENTION_SOURCE",number:2}]},{name:"OptionTargetType",value:[{name:"TARGET_TYPE_UNKNOWN",number:0},{name:"TARGET_TYPE_FILE",number:1},{name:"TARGET_TYPE_EXTENSION_RANGE",number:2},{name:"TARGET_TYPE_MESSAGE",number:3},{name:"TARGET_TYPE_FIELD",number:4},{name:"TARGET_TYPE_ONEOF",number:5},{name:"TARGET_TYPE_ENUM",number:6},{name:"TARGET_TYPE_ENUM_ENTRY",number:7},{name:"TARGET_TYPE_SERVICE",number:8},{name:"TARGET_TYPE_METHOD",number:9}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"OneofOptions",field:[{name:"features",number:1,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"EnumOptions",field:[{name:"allow_alias",number:2,type:8,label:1},{name:"deprecated",number:3,type:8,label:1,defaultValue:"false"},{name:"deprecated_legacy_json_field_conflicts",number:6,type:8,label:1,options:{deprecated:!0}},{name:"features",number:7,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"EnumValueOptions",field:[{name:"deprecated",number:1,type:8,label:1,defaultValue:"false"},{name:"features",number:2,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"debug_redact",number:3,type:8,label:1,defaultValue:"false"},{name:"feature_support",number:4,type:11,label:1,typeName:".google.protobuf.FieldOptions.FeatureSupport"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"ServiceOptions",field:[{name:"features",number:34,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],extensionRange:[{start:1e3,end:536870912}]},{name:"MethodOptions",field:[{name:"deprecated",number:33,type:8,label:1,defaultValue:"false"},{name:"idempotency_level",number:34,type:14,label:1,typeName:".google.protobuf.MethodOptions.IdempotencyLevel",defaultValue:"IDEMPOTENCY_UNKNOWN"},{name:"features",number:35,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"uninterpreted_option",number:999,type:11,label:3,typeName:".google.protobuf.UninterpretedOption"}],enumType:[{name:"IdempotencyLevel",value:[{name:"IDEMPOTENCY_UNKNOWN",number:0},{name:"NO_SIDE_EFFECTS",number:1},{name:"IDEMPOTENT",number:2}]}],extensionRange:[{start:1e3,end:536870912}]},{name:"UninterpretedOption",field:[{name:"name",number:2,type:11,label:3,typeName:".google.protobuf.UninterpretedOption.NamePart"},{name:"identifier_value",number:3,type:9,label:1},{name:"positive_int_value",number:4,type:4,label:1},{name:"negative_int_value",number:5,type:3,label:1},{name:"double_value",number:6,type:1,label:1},{name:"string_value",number:7,type:12,label:1},{name:"aggregate_value",number:8,type:9,label:1}],nestedType:[{name:"NamePart",field:[{name:"name_part",number:1,type:9,label:2},{name:"is_extension",number:2,type:8,label:2}]}]},{name:"FeatureSet",field:[{name:"field_presence",number:1,type:14,label:1,typeName:".google.protobuf.FeatureSet.FieldPresence",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPLICIT",edition:900},{value:"IMPLICIT",edition:999},{value:"EXPLICIT",edition:1e3}]}},{name:"enum_type",number:2,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnumType",options:{retention:1,targets:[6,1],editionDefaults:[{value:"CLOSED",edition:900},{value:"OPEN",edition:999}]}},{name:"repeated_field_encoding",number:3,type:14,label:1,typeName:".google.protobuf.FeatureSet.RepeatedFieldEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"EXPANDED",edition:900},{value:"PACKED",edition:999}]}},{name:"utf8_validation",number:4,type:14,label:1,typeName:".google.protobuf.FeatureSet.Utf8Validation",options:{retention:1,targets:[4,1],editionDefaults:[{value:"NONE",edition:900},{value:"VERIFY",edition:999}]}},{name:"message_encoding",number:5,type:14,label:1,typeName:".google.protobuf.FeatureSet.MessageEncoding",options:{retention:1,targets:[4,1],editionDefaults:[{value:"LENGTH_PREFIXED",edition:900}]}},{name:"json_format",number:6,type:14,label:1,typeName:".google.protobuf.FeatureSet.JsonFormat",options:{retention:1,targets:[3,6,1],editionDefaults:[{value:"LEGACY_BEST_EFFORT",edition:900},{value:"ALLOW",edition:999}]}},{name:"enforce_naming_style",number:7,type:14,label:1,typeName:".google.protobuf.FeatureSet.EnforceNamingStyle",options:{retention:2,targets:[1,2,3,4,5,6,7,8,9],editionDefaults:[{value:"STYLE_LEGACY",edition:900},{value:"STYLE2024",edition:1001}]}},{name:"default_symbol_visibility",number:8,type:14,label:1,typeName:".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility",options:{retention:2,targets:[1],editionDefaults:[{value:"EXPORT_ALL",edition:900},{value:"EXPORT_TOP_LEVEL",edition:1001}]}}],nestedType:[{name:"VisibilityFeature",enumType:[{name:"DefaultSymbolVisibility",value:[{name:"DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",number:0},{name:"EXPORT_ALL",number:1},{name:"EXPORT_TOP_LEVEL",number:2},{name:"LOCAL_ALL",number:3},{name:"STRICT",number:4}]}]}],enumType:[{name:"FieldPresence",value:[{name:"FIELD_PRESENCE_UNKNOWN",number:0},{name:"EXPLICIT",number:1},{name:"IMPLICIT",number:2},{name:"LEGACY_REQUIRED",number:3}]},{name:"EnumType",value:[{name:"ENUM_TYPE_UNKNOWN",number:0},{name:"OPEN",number:1},{name:"CLOSED",number:2}]},{name:"RepeatedFieldEncoding",value:[{name:"REPEATED_FIELD_ENCODING_UNKNOWN",number:0},{name:"PACKED",number:1},{name:"EXPANDED",number:2}]},{name:"Utf8Validation",value:[{name:"UTF8_VALIDATION_UNKNOWN",number:0},{name:"VERIFY",number:2},{name:"NONE",number:3}]},{name:"MessageEncoding",value:[{name:"MESSAGE_ENCODING_UNKNOWN",number:0},{name:"LENGTH_PREFIXED",number:1},{name:"DELIMITED",number:2}]},{name:"JsonFormat",value:[{name:"JSON_FORMAT_UNKNOWN",number:0},{name:"ALLOW",number:1},{name:"LEGACY_BEST_EFFORT",number:2}]},{name:"EnforceNamingStyle",value:[{name:"ENFORCE_NAMING_STYLE_UNKNOWN",number:0},{name:"STYLE2024",number:1},{name:"STYLE_LEGACY",number:2}]}],extensionRange:[{start:1e3,end:9995},{start:9995,end:1e4},{start:1e4,end:10001}]},{name:"FeatureSetDefaults",field:[{name:"defaults",number:1,type:11,label:3,typeName:".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault"},{name:"minimum_edition",number:4,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"maximum_edition",number:5,type:14,label:1,typeName:".google.protobuf.Edition"}],nestedType:[{name:"FeatureSetEditionDefault",field:[{name:"edition",number:3,type:14,label:1,typeName:".google.protobuf.Edition"},{name:"overridable_features",number:4,type:11,label:1,typeName:".google.protobuf.FeatureSet"},{name:"fixed_features",number:5,type:11,label:1,typeName:".google.protobuf.FeatureSet"}]}]},{name:"SourceCodeInfo",field:[{name:"location",number:1,type:11,label:3,typeName:".google.protobuf.SourceCodeInfo.Location"}],nestedType:[{name:"Location",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"span",number:2,type:5,label:3,options:{packed:!0}},{name:"leading_comments",number:3,type:9,label:1},{name:"trailing_comments",number:4,type:9,label:1},{name:"leading_detached_comments",number:6,type:9,label:3}]}],extensionRange:[{start:536e6,end:536000001}]},{name:"GeneratedCodeInfo",field:[{name:"annotation",number:1,type:11,label:3,typeName:".google.protobuf.GeneratedCodeInfo.Annotation"}],nestedType:[{name:"Annotation",field:[{name:"path",number:1,type:5,label:3,options:{packed:!0}},{name:"source_file",number:2,type:9,label:1},{name:"begin",number:3,type:5,label:1},{name:"end",number:4,type:5,label:1},{name:"semantic",number:5,type:14,label:1,typeName:".google.protobuf.GeneratedCodeInfo.Annotation.Semantic"}],enumType:[{name:"Semantic",value:[{name:"NONE",number:0},{name:"SET",number:1},{name:"ALIAS",number:2}]}]}]}],enumType:[{name:"Edition",value:[{name:"EDITION_UNKNOWN",number:0},{name:"EDITION_LEGACY",number:900},{name:"EDITION_PROTO2",number:998},{name:"EDITION_PROTO3",number:999},{name:"EDITION_2023",number:1e3},{name:"EDITION_2024",number:1001},{name:"EDITION_UNSTABLE",number:9999},{name:"EDITION_1_TEST_ONLY",number:1},{name:"EDITION_2_TEST_ONLY",number:2},{name:"EDITION_99997_TEST_ONLY",number:99997},{name:"EDITION_99998_TEST_ONLY",number:99998},{name:"EDITION_99999_TEST_ONLY",number:99999},{name:"EDITION_MAX",number:2147483647}]},{name:"SymbolVisibility",value:[{name:"VISIBILITY_UNSET",number:0},{name:"VISIBILITY_LOCAL",number:1},{name:"VISIBILITY_EXPORT",number:2}]}]});var gr=le(uc,1);var ja;(function(e){e[e.DECLARATION=0]="DECLARATION",e[e.UNVERIFIED=1]="UNVERIFIED"})(ja||(ja={}));var Ja;(function(e){e[e.DOUBLE=1]="DOUBLE",e[e.FLOAT=2]="FLOAT",e[e.INT64=3]="INT64",e[e.UINT64=4]="UINT64",e[e.INT32=5]="INT32",e[e.FIXED64=6]="FIXED64",e[e.FIXED32=7]="FIXED32",e[e.BOOL=8]="BOOL",e[e.STRING=9]="STRING",e[e.GROUP=10]="GROUP",e[e.MESSAGE=11]="MESSAGE",e[e.BYTES=12]="BYTES",e[e.UINT32=13]="UINT32",e[e.ENUM=14]="ENUM",e[e.SFIXED32=15]="SFIXED32",e[e.SFIXED64=16]="SFIXED64",e[e.SINT32=17]="SINT32",e[e.SINT64=18]="SINT64"})(Ja||(Ja={}));var Ha;(function(e){e[e.OPTIONAL=1]="OPTIONAL",e[e.REPEATED=3]="REPEATED",e[e.REQUIRED=2]="REQUIRED"})(Ha||(Ha={}));var Qa;(function(e){e[e.SPEED=1]="SPEED",e[e.CODE_SIZE=2]="CODE_SIZE",e[e.LITE_RUNTIME=3]="LITE_RUNTIME"})(Qa||(Qa={}));var qa;(function(e){e[e.STRING=0]="STRING",e[e.CORD=1]="CORD",e[e.STRING_PIECE=2]="STRING_PIECE"})(qa||(qa={}));var er;(function(e){e[e.JS_NORMAL=0]="JS_NORMAL",e[e.JS_STRING=1]="JS_STRING",e[e.JS_NUMBER=2]="JS_NUMBER"})(er||(er={}));var tr;(function(e){e[e.RETENTION_UNKNOWN=0]="RETENTION_UNKNOWN",e[e.RETENTION_RUNTIME=1]="RETENTION_RUNTIME",e[e.RETENTION_SOURCE=2]="RETENTION_SOURCE"})(tr||(tr={}));var nr;(function(e){e[e.TARGET_TYPE_UNKNOWN=0]="TARGET_TYPE_UNKNOWN",e[e.TARGET_TYPE_FILE=1]="TARGET_TYPE_FILE",e[e.TARGET_TYPE_EXTENSION_RANGE=2]="TARGET_TYPE_EXTENSION_RANGE",e[e.TARGET_TYPE_MESSAGE=3]="TARGET_TYPE_MESSAGE",e[e.TARGET_TYPE_FIELD=4]="TARGET_TYPE_FIELD",e[e.TARGET_TYPE_ONEOF=5]="TARGET_TYPE_ONEOF",e[e.TARGET_TYPE_ENUM=6]="TARGET_TYPE_ENUM",e[e.TARGET_TYPE_ENUM_ENTRY=7]="TARGET_TYPE_ENUM_ENTRY",e[e.TARGET_TYPE_SERVICE=8]="TARGET_TYPE_SERVICE",e[e.TARGET_TYPE_METHOD=9]="TARGET_TYPE_METHOD"})(nr||(nr={}));var or;(function(e){e[e.IDEMPOTENCY_UNKNOWN=0]="IDEMPOTENCY_UNKNOWN",e[e.NO_SIDE_EFFECTS=1]="NO_SIDE_EFFECTS",e[e.IDEMPOTENT=2]="IDEMPOTENT"})(or||(or={}));var ar;(function(e){e[e.DEFAULT_SYMBOL_VISIBILITY_UNKNOWN=0]="DEFAULT_SYMBOL_VISIBILITY_UNKNOWN",e[e.EXPORT_ALL=1]="EXPORT_ALL",e[e.EXPORT_TOP_LEVEL=2]="EXPORT_TOP_LEVEL",e[e.LOCAL_ALL=3]="LOCAL_ALL",e[e.STRICT=4]="STRICT"})(ar||(ar={}));var rr;(function(e){e[e.FIELD_PRESENCE_UNKNOWN=0]="FIELD_PRESENCE_UNKNOWN",e[e.EXPLICIT=1]="EXPLICIT",e[e.IMPLICIT=2]="IMPLICIT",e[e.LEGACY_REQUIRED=3]="LEGACY_REQUIRED"})(rr||(rr={}));var sr;(function(e){e[e.ENUM_TYPE_UNKNOWN=0]="ENUM_TYPE_UNKNOWN",e[e.OPEN=1]="OPEN",e[e.CLOSED=2]="CLOSED"})(sr||(sr={}));var ir;(function(e){e[e.REPEATED_FIELD_ENCODING_UNKNOWN=0]="REPEATED_FIELD_ENCODING_UNKNOWN",e[e.PACKED=1]="PACKED",e[e.EXPANDED=2]="EXPANDED"})(ir||(ir={}));var cr;(function(e){e[e.UTF8_VALIDATION_UNKNOWN=0]="UTF8_VALIDATION_UNKNOWN",e[e.VERIFY=2]="VERIFY",e[e.NONE=3]="NONE"})(cr||(cr={}));var lr;(function(e){e[e.MESSAGE_ENCODING_UNKNOWN=0]="MESSAGE_ENCODING_UNKNOWN",e[e.LENGTH_PREFIXED=1]="LENGTH_PREFIXED",e[e.DELIMITED=2]="DELIMITED"})(lr||(lr={}));var ur;(function(e){e[e.JSON_FORMAT_UNKNOWN=0]="JSON_FORMAT_UNKNOWN",e[e.ALLOW=1]="ALLOW",e[e.LEGACY_BEST_EFFORT=2]="LEGACY_BEST_EFFORT"})(ur||(ur={}));var dr;(function(e){e[e.ENFORCE_NAMING_STYLE_UNKNOWN=0]="ENFORCE_NAMING_STYLE_UNKNOWN",e[e.STYLE2024=1]="STYLE2024",e[e.STYLE_LEGACY=2]="STYLE_LEGACY"})(dr||(dr={}));var mr;(function(e){e[e.NONE=0]="NONE",e[e.SET=1]="SET",e[e.ALIAS=2]="ALIAS"})(mr||(mr={}));var pr;(function(e){e[e.EDITION_UNKNOWN=0]="EDITION_UNKNOWN",e[e.EDITION_LEGACY=900]="EDITION_LEGACY",e[e.EDITION_PROTO2=998]="EDITION_PROTO2",e[e.EDITION_PROTO3=999]="EDITION_PROTO3",e[e.EDITION_2023=1e3]="EDITION_2023",e[e.EDITION_2024=1001]="EDITION_2024",e[e.EDITION_UNSTABLE=9999]="EDITION_UNSTABLE",e[e.EDITION_1_TEST_ONLY=1]="EDITION_1_TEST_ONLY",e[e.EDITION_2_TEST_ONLY=2]="EDITION_2_TEST_ONLY",e[e.EDITION_99997_TEST_ONLY=99997]="EDITION_99997_TEST_ONLY",e[e.EDITION_99998_TEST_ONLY=99998]="EDITION_99998_TEST_ONLY",e[e.EDITION_99999_TEST_ONLY=99999]="EDITION_99999_TEST_ONLY",e[e.EDITION_MAX=2147483647]="EDITION_MAX"})(pr||(pr={}));var fr;(function(e){e[e.VISIBILITY_UNSET=0]="VISIBILITY_UNSET",e[e.VISIBILITY_LOCAL=1]="VISIBILITY_LOCAL",e[e.VISIBILITY_EXPORT=2]="VISIBILITY_EXPORT"})(fr||(fr={}));function ao(e){return Object.assign(Object.assign({readUnknownFields:!0,recursionLimit:100},e),{depth:0})}function be(e,t,n){let o=q(e,void 0,!1);return br(o,new Ce(t),ao(n),!1,t.byteLength),o.message}function br(e,t,n,o,a){var r;if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.desc} from binary: maximum recursion depth of ${n.recursionLimit} reached`);let s=o?t.len:t.pos+a,i,c,d=(r=e.getUnknown())!==null&&r!==void 0?r:[];for(;t.pos<s&&([i,c]=t.tag(),!(o&&c==Z.EndGroup));){let p=e.findNumber(i);if(!p){let y=n.recursionLimit-n.depth,S=t.skip(c,i,y);n.readUnknownFields&&d.push({no:i,wireType:c,data:S});continue}ro(e,t,p,c,n)}if(o&&(c!=Z.EndGroup||i!==a))throw new Error("invalid end group tag");d.length>0&&e.setUnknown(d),n.depth--}function ro(e,t,n,o,a){var r;switch(n.fieldKind){case"scalar":e.set(n,Xe(t,n.scalar,n.utf8Validation));break;case"enum":let s=Xe(t,m.INT32);if(n.enum.open)e.set(n,s);else if(n.enum.values.some(c=>c.number===s))e.set(n,s);else if(a.readUnknownFields){let c=[];ot(s,c);let d=(r=e.getUnknown())!==null&&r!==void 0?r:[];d.push({no:n.number,wireType:o,data:new Uint8Array(c)}),e.setUnknown(d)}break;case"message":e.set(n,so(t,a,n,e.get(n)));break;case"list":mc(t,o,e.get(n),a);break;case"map":dc(t,e.get(n),a);break}}function dc(e,t,n){let o=t.field(),a,r,s=e.uint32(),i=e.pos+s;for(;e.pos<i;){let[c]=e.tag();switch(c){case 1:a=Xe(e,o.mapKey,o.utf8Validation);break;case 2:switch(o.mapKind){case"scalar":r=Xe(e,o.scalar,o.utf8Validation);break;case"enum":r=e.int32();break;case"message":r=so(e,n,o);break}break}}if(a===void 0&&(a=me(o.mapKey,!1)),r===void 0)switch(o.mapKind){case"scalar":r=me(o.scalar,!1);break;case"enum":r=o.enum.values[0].number;break;case"message":r=q(o.message,void 0,!1);break}t.set(a,r)}function mc(e,t,n,o){var a;let r=n.field();if(r.listKind==="message"){n.add(so(e,o,r));return}let s=(a=r.scalar)!==null&&a!==void 0?a:m.INT32;if(!(t==Z.LengthDelimited&&s!=m.STRING&&s!=m.BYTES)){n.add(Xe(e,s,r.utf8Validation));return}let c=e.uint32()+e.pos;for(;e.pos<c;)n.add(Xe(e,s,r.utf8Validation))}function so(e,t,n,o){let a=n.delimitedEncoding,r=o??q(n.message,void 0,!1);return br(r,e,t,a,a?n.number:e.uint32()),r}function Xe(e,t,n=!1){switch(t){case m.STRING:return e.string(n);case m.BOOL:return e.bool();case m.DOUBLE:return e.double();case m.FLOAT:return e.float();case m.INT32:return e.int32();case m.INT64:return e.int64();case m.UINT64:return e.uint64();case m.FIXED64:return e.fixed64();case m.BYTES:return e.bytes();case m.FIXED32:return e.fixed32();case m.SFIXED32:return e.sfixed32();case m.SFIXED64:return e.sfixed64();case m.SINT64:return e.sint64();case m.UINT32:return e.uint32();case m.SINT32:return e.sint32()}}function ue(e,t){var n;let o=be(gr,Ze(e));return o.messageType.forEach(lt),o.dependency=(n=t?.map(r=>r.proto.name))!==null&&n!==void 0?n:[],Yt(o,r=>t?.find(s=>s.proto.name===r)).getFile(o.name)}var zt=ue("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");var io=ue("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),hr=le(io,0);var pc=3,yr={writeUnknownFields:!0};function fc(e){return e?Object.assign(Object.assign({},yr),e):yr}function je(e,t,n){return Dt(new De,fc(n),q(e,t)).finish()}function Dt(e,t,n){var o;for(let a of n.sortedFields){if(!n.isSet(a)){if(a.presence==pc)throw new Error(`cannot encode ${a} to binary: required field not set`);continue}co(e,t,n,a)}if(t.writeUnknownFields)for(let{no:a,wireType:r,data:s}of(o=n.getUnknown())!==null&&o!==void 0?o:[])e.tag(a,r).raw(s);return e}function co(e,t,n,o){var a;switch(o.fieldKind){case"scalar":case"enum":Pt(e,n.desc.typeName,o.name,(a=o.scalar)!==null&&a!==void 0?a:m.INT32,o.number,n.get(o));break;case"list":gc(e,t,o,n.get(o));break;case"message":vr(e,t,o,n.get(o));break;case"map":for(let[r,s]of n.get(o))bc(e,t,o,r,s);break}}function Pt(e,t,n,o,a,r){Er(e.tag(a,hc(o)),t,n,o,r)}function vr(e,t,n,o){n.delimitedEncoding?Dt(e.tag(n.number,Z.StartGroup),t,o).tag(n.number,Z.EndGroup):Dt(e.tag(n.number,Z.LengthDelimited).fork(),t,o).join()}function gc(e,t,n,o){var a;if(n.listKind=="message"){for(let s of o)vr(e,t,n,s);return}let r=(a=n.scalar)!==null&&a!==void 0?a:m.INT32;if(n.packed){if(!o.size)return;e.tag(n.number,Z.LengthDelimited).fork();for(let s of o)Er(e,n.parent.typeName,n.name,r,s);e.join();return}for(let s of o)Pt(e,n.parent.typeName,n.name,r,n.number,s)}function bc(e,t,n,o,a){var r;switch(e.tag(n.number,Z.LengthDelimited).fork(),Pt(e,n.parent.typeName,n.name,n.mapKey,1,o),n.mapKind){case"scalar":case"enum":Pt(e,n.parent.typeName,n.name,(r=n.scalar)!==null&&r!==void 0?r:m.INT32,2,a);break;case"message":Dt(e.tag(2,Z.LengthDelimited).fork(),t,a).join();break}e.join()}function Er(e,t,n,o,a){try{switch(o){case m.STRING:e.string(a);break;case m.BOOL:e.bool(a);break;case m.DOUBLE:e.double(a);break;case m.FLOAT:e.float(a);break;case m.INT32:e.int32(a);break;case m.INT64:e.int64(a);break;case m.UINT64:e.uint64(a);break;case m.FIXED64:e.fixed64(a);break;case m.BYTES:e.bytes(a);break;case m.FIXED32:e.fixed32(a);break;case m.SFIXED32:e.sfixed32(a);break;case m.SFIXED64:e.sfixed64(a);break;case m.SINT64:e.sint64(a);break;case m.UINT32:e.uint32(a);break;case m.SINT32:e.sint32(a);break}}catch(r){throw r instanceof Error?new Error(`cannot encode field ${t}.${n} to binary: ${r.message}`):r}}function hc(e){switch(e){case m.BYTES:case m.STRING:return Z.LengthDelimited;case m.DOUBLE:case m.FIXED64:case m.SFIXED64:return Z.Bit64;case m.FIXED32:case m.SFIXED32:case m.FLOAT:return Z.Bit32;default:return Z.Varint}}function wr(e,t,n){let o=!1;return n||(n=Q(hr),o=!0),n.value=je(e,t),n.typeUrl=Ec(t.$typeName),o?n:void 0}function vc(e,t){if(e.typeUrl==="")return!1;let n=typeof t=="string"?t:t.typeName,o=$r(e.typeUrl);return n===o}function Sr(e,t){if(e.typeUrl==="")return;let n=t.kind=="message"?t:t.getMessage($r(e.typeUrl));if(!(!n||!vc(e,n)))return be(n,e.value)}function Ec(e){return`type.googleapis.com/${e}`}function $r(e){let t=e.lastIndexOf("/"),n=t>=0?e.substring(t+1):e;if(!n.length)throw new Error(`invalid type url: ${e}`);return n}var lo=ue("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM"),kr=le(lo,0),uo=le(lo,1),xr=le(lo,2),Zt;(function(e){e[e.NULL_VALUE=0]="NULL_VALUE"})(Zt||(Zt={}));function Nr(e,t,n){Rr(t,e);let o=wc(e.$unknown,t),[a,r,s]=Je(t),i=ao(n);for(let c of o)ro(a,new Ce(c.data),r,c.wireType,i);return s()}function Ar(e,t,n){var o;Rr(t,e);let a=((o=e.$unknown)!==null&&o!==void 0?o:[]).filter(d=>d.no!==t.number),[r,s]=Je(t,n),i=new De;co(i,{writeUnknownFields:!0},r,s);let c=new Ce(i.finish());for(;c.pos<c.len;){let[d,p]=c.tag(),y=c.skip(p,d);a.push({no:d,wireType:p,data:y})}e.$unknown=a}function wc(e,t){if(e===void 0)return[];if(t.fieldKind==="enum"||t.fieldKind==="scalar"){for(let n=e.length-1;n>=0;--n)if(e[n].no==t.number)return[e[n]];return[]}return e.filter(n=>n.no===t.number)}function Je(e,t){let n=e.typeName,o=Object.assign(Object.assign({},e),{kind:"field",parent:e.extendee,localName:n}),a=Object.assign(Object.assign({},e.extendee),{fields:[o],members:[o],oneofs:[]}),r=Q(a,t!==void 0?{[n]:t}:void 0);return[q(a,r),o,()=>{let s=r[n];if(s===void 0){let i=e.message;return fe(i)?me(i.fields[0].scalar,i.fields[0].longAsString):Q(i)}return s}]}function Rr(e,t){if(e.extendee.typeName!=t.$typeName)throw new Error(`extension ${e.typeName} can only be applied to message ${e.extendee.typeName}`)}var Sc=3,$c=2,Ir={alwaysEmitImplicit:!1,enumAsInteger:!1,useProtoFieldName:!1};function kc(e){return e?Object.assign(Object.assign({},Ir),e):Ir}function xc(e,t,n){return mt(q(e,t),kc(n))}function Gr(e,t,n){var o;let a=xc(e,t,n);return JSON.stringify(a,null,(o=n?.prettySpaces)!==null&&o!==void 0?o:0)}function mt(e,t){var n;let o=Mr(e,t);if(o!==void 0)return o;let a={};for(let r of e.sortedFields){if(!e.isSet(r)){if(r.presence==Sc)throw new Error(`cannot encode ${r} to JSON: required field not set`);if(!t.alwaysEmitImplicit||r.presence!==$c)continue}let s=Tr(r,e.get(r),t);s!==void 0&&(a[Rc(r,t)]=s)}if(t.registry){let r=new Set;for(let{no:s}of(n=e.getUnknown())!==null&&n!==void 0?n:[])if(!r.has(s)){r.add(s);let i=t.registry.getExtensionFor(e.desc,s);if(!i)continue;let c=Nr(e.message,i),[d,p]=Je(i,c),y=Tr(p,d.get(p),t);y!==void 0&&(a[i.jsonName]=y)}}return a}function Tr(e,t,n){switch(e.fieldKind){case"scalar":return Kt(e,t);case"message":return mt(t,n);case"enum":return mo(e.enum,t,n.enumAsInteger);case"list":return Ac(t,n);case"map":return Nc(t,n)}}function Nc(e,t){let n=e.field(),o={};switch(n.mapKind){case"scalar":for(let[a,r]of e)o[a]=Kt(n,r);break;case"message":for(let[a,r]of e)o[a]=mt(r,t);break;case"enum":for(let[a,r]of e)o[a]=mo(n.enum,r,t.enumAsInteger);break}return t.alwaysEmitImplicit||e.size>0?o:void 0}function Ac(e,t){let n=e.field(),o=[];switch(n.listKind){case"scalar":for(let a of e)o.push(Kt(n,a));break;case"enum":for(let a of e)o.push(mo(n.enum,a,t.enumAsInteger));break;case"message":for(let a of e)o.push(mt(a,t));break}return t.alwaysEmitImplicit||o.length>0?o:void 0}function mo(e,t,n){var o;if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: expected number, got ${j(t)}`);if(e.typeName=="google.protobuf.NullValue")return null;if(n)return t;let a=e.value[t];return(o=a?.name)!==null&&o!==void 0?o:t}function Kt(e,t){var n,o,a,r,s,i;switch(e.scalar){case m.INT32:case m.SFIXED32:case m.SINT32:case m.FIXED32:case m.UINT32:if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: ${(n=ke(e,t))===null||n===void 0?void 0:n.message}`);return t;case m.FLOAT:case m.DOUBLE:if(typeof t!="number")throw new Error(`cannot encode ${e} to JSON: ${(o=ke(e,t))===null||o===void 0?void 0:o.message}`);return Number.isNaN(t)?"NaN":t===Number.POSITIVE_INFINITY?"Infinity":t===Number.NEGATIVE_INFINITY?"-Infinity":t;case m.STRING:if(typeof t!="string")throw new Error(`cannot encode ${e} to JSON: ${(a=ke(e,t))===null||a===void 0?void 0:a.message}`);return t;case m.BOOL:if(typeof t!="boolean")throw new Error(`cannot encode ${e} to JSON: ${(r=ke(e,t))===null||r===void 0?void 0:r.message}`);return t;case m.UINT64:case m.FIXED64:case m.INT64:case m.SFIXED64:case m.SINT64:if(typeof t=="bigint"||typeof t=="string"||typeof t=="number"&&Number.isInteger(t))return t.toString();throw new Error(`cannot encode ${e} to JSON: ${(s=ke(e,t))===null||s===void 0?void 0:s.message}`);case m.BYTES:if(t instanceof Uint8Array)return Qn(t);throw new Error(`cannot encode ${e} to JSON: ${(i=ke(e,t))===null||i===void 0?void 0:i.message}`)}}function Rc(e,t){return t.useProtoFieldName?e.name:e.jsonName}function Mr(e,t){if(e.desc.typeName.startsWith("google.protobuf."))switch(e.desc.typeName){case"google.protobuf.Any":return Ic(e.message,t);case"google.protobuf.Timestamp":return Mc(e.message);case"google.protobuf.Duration":return Tc(e.message);case"google.protobuf.FieldMask":return Gc(e.message);case"google.protobuf.Struct":return Lr(e.message);case"google.protobuf.Value":return po(e.message);case"google.protobuf.ListValue":return _r(e.message);default:if(fe(e.desc)){let n=e.desc.fields[0];return Kt(n,e.get(n))}return}}function Ic(e,t){if(e.typeUrl==="")return{};let{registry:n}=t,o,a;if(n&&(o=Sr(e,n),o&&(a=n.getMessage(o.$typeName))),!a||!o)throw new Error(`cannot encode message ${e.$typeName} to JSON: "${e.typeUrl}" is not in the type registry`);let r=q(a,o),s=Lt(a)?{value:Mr(r,t)}:mt(r,t);return s["@type"]=e.typeUrl,s}function Tc(e){let t=Number(e.seconds),n=e.nanos;if(t>315576e6||t<-315576e6)throw new Error(`cannot encode message ${e.$typeName} to JSON: value out of range`);if(t>0&&n<0||t<0&&n>0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos sign must match seconds sign`);let o=e.seconds.toString();if(n!==0){let a=Math.abs(n).toString();a="0".repeat(9-a.length)+a,a.substring(3)==="000000"?a=a.substring(0,3):a.substring(6)==="000"&&(a=a.substring(0,6)),o+="."+a,n<0&&t==0&&(o="-"+o)}return o+"s"}function Gc(e){return e.paths.map(t=>{if(Bt(xe(t))!==t)throw new Error(`cannot encode message ${e.$typeName} to JSON: lowerCamelCase of path name "${t}" is irreversible`);return xe(t)}).join(",")}function Lr(e){let t={};for(let[n,o]of Object.entries(e.fields))t[n]=po(o);return t}function po(e){switch(e.kind.case){case"nullValue":return null;case"numberValue":if(!Number.isFinite(e.kind.value))throw new Error(`${e.$typeName} cannot be NaN or Infinity`);return e.kind.value;case"boolValue":return e.kind.value;case"stringValue":return e.kind.value;case"structValue":return Lr(e.kind.value);case"listValue":return _r(e.kind.value);default:throw new Error(`${e.$typeName} must have a value`)}}function _r(e){return e.values.map(po)}function Mc(e){let t=Number(e.seconds)*1e3;if(t<Date.parse("0001-01-01T00:00:00Z")||t>Date.parse("9999-12-31T23:59:59Z"))throw new Error(`cannot encode message ${e.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);if(e.nanos<0)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be negative`);if(e.nanos>999999999)throw new Error(`cannot encode message ${e.$typeName} to JSON: nanos must not be greater than 99999999`);let n="Z";if(e.nanos>0){let o=(e.nanos+1e9).toString().substring(1);o.substring(3)==="000000"?n="."+o.substring(0,3)+"Z":o.substring(6)==="000"?n="."+o.substring(0,6)+"Z":n="."+o+"Z"}return new Date(t).toISOString().replace(".000Z",n)}function Lc(e){return Object.assign(Object.assign({ignoreUnknownFields:!1,recursionLimit:100},e),{depth:0})}function Vr(e,t,n){return _c(e,Uc(t,e.typeName),n)}function _c(e,t,n){let o=q(e);try{pt(o,t,Lc(n))}catch(a){throw wa(a)?new Error(`cannot decode ${a.field()} from JSON: ${a.message}`,{cause:a}):a}return o.message}var fo=new WeakMap;function Cc(e,t){var n;if(!fo.has(e)){let o=new Map;for(let a of e.fields)o.set(a.name,a).set(a.jsonName,a);fo.set(e,o)}return(n=fo.get(e))===null||n===void 0?void 0:n.get(t)}function pt(e,t,n){var o;if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.desc} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);if(Dc(e,t,n)){n.depth--;return}if(t==null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode ${e.desc} from JSON: ${j(t)}`);let a=new Map,r=new Set;for(let[s,i]of Object.entries(t)){let c=Cc(e.desc,s);if(c){if(r.has(c))throw new X(c,"set multiple times");if(r.add(c),c.oneof&&i===null&&c.fieldKind=="scalar")continue;if(c.oneof){let d=a.get(c.oneof);if(d!==void 0)throw new X(c.oneof,`oneof set multiple times by ${d.name} and ${c.name}`);a.set(c.oneof,c)}Cr(e,c,i,n)}else{let d;if(s.startsWith("[")&&s.endsWith("]")&&(d=(o=n.registry)===null||o===void 0?void 0:o.getExtension(s.substring(1,s.length-1)))&&d.extendee.typeName===e.desc.typeName){let[p,y,S]=Je(d);Cr(p,y,i,n),Ar(e.message,d,S())}if(!d&&!n.ignoreUnknownFields)throw new Error(`cannot decode ${e.desc} from JSON: key "${s}" is unknown`)}}n.depth--}function Cr(e,t,n,o){switch(t.fieldKind){case"scalar":Oc(e,t,n);break;case"enum":Bc(e,t,n,o);break;case"message":Wc(e,t,n,o);break;case"list":Fc(e.get(t),n,o);break;case"map":Vc(e.get(t),n,o);break}}function Fr(e,t,n){if(e.scalar&&t!==null)return go(e,t);if(e.message&&!Xt(e,t)){let o=q(e.message);return pt(o,t,n),o}if(e.enum&&!Xt(e,t))return Wr(e.enum,t,n.ignoreUnknownFields);throw new X(e,`${e.fieldKind==="list"?"list item":"map value"} must not be null`)}function Vc(e,t,n){if(t===null)return;let o=e.field();if(typeof t!="object"||Array.isArray(t))throw new X(o,"expected object, got "+j(t));let a=new Set;for(let[r,s]of Object.entries(t)){let i=Yc(o.mapKey,r);if(a.has(i))throw new X(o,`duplicate map key "${r}"`);a.add(i);let c=Fr(o,s,n);c!==jt&&e.set(i,c)}}function Fc(e,t,n){if(t===null)return;let o=e.field();if(!Array.isArray(t))throw new X(o,"expected Array, got "+j(t));for(let a of t){let r=Fr(o,a,n);r!==jt&&e.add(r)}}function Wc(e,t,n,o){if(Xt(t,n)){e.clear(t);return}let a=e.isSet(t)?e.get(t):q(t.message);pt(a,n,o),e.set(t,a)}function Bc(e,t,n,o){if(Xt(t,n)){e.clear(t);return}let a=Wr(t.enum,n,o.ignoreUnknownFields);a!==jt&&e.set(t,a)}function Oc(e,t,n){n===null?e.clear(t):e.set(t,go(t,n))}function Xt(e,t){var n,o;return t===null&&((n=e.message)===null||n===void 0?void 0:n.typeName)!="google.protobuf.Value"&&((o=e.enum)===null||o===void 0?void 0:o.typeName)!="google.protobuf.NullValue"}var jt=Symbol();function Wr(e,t,n){if(t===null)return e.values[0].number;switch(typeof t){case"number":if(Number.isInteger(t))return t;break;case"string":let o=e.values.find(a=>a.name===t);if(o!==void 0)return o.number;if(n)return jt;break}throw new Error(`cannot decode ${e} from JSON: ${j(t)}`)}function go(e,t){switch(e.scalar){case m.DOUBLE:case m.FLOAT:if(t==="NaN")return NaN;if(t==="Infinity")return Number.POSITIVE_INFINITY;if(t==="-Infinity")return Number.NEGATIVE_INFINITY;if(typeof t=="number"){if(Number.isNaN(t))throw new X(e,"unexpected NaN number");if(!Number.isFinite(t))throw new X(e,"unexpected infinite number");break}if(typeof t=="string"){if(t===""||t.trim().length!==t.length)break;let n=Number(t);if(!Number.isFinite(n))break;return n}break;case m.INT32:case m.FIXED32:case m.SFIXED32:case m.SINT32:case m.UINT32:return Br(t);case m.BYTES:if(typeof t=="string"){if(t==="")return new Uint8Array(0);try{return Ze(t)}catch(n){let o=n instanceof Error?n.message:String(n);throw new X(e,o)}}break}return t}function Yc(e,t){switch(e){case m.BOOL:switch(t){case"true":return!0;case"false":return!1}return t;case m.INT32:case m.FIXED32:case m.UINT32:case m.SFIXED32:case m.SINT32:return Br(t);case m.INT64:case m.SINT64:case m.SFIXED64:case m.UINT64:case m.FIXED64:return/^-?0+$/.test(t)?"0":t.replace(/^(-?)0+(?=\d)/,"$1");default:return t}}function Br(e){if(typeof e=="string"){if(e===""||e.trim().length!==e.length)return e;let t=Number(e);return Number.isNaN(t)?e:t}return e}function Uc(e,t){let n;try{n=JSON.parse(e)}catch(o){let a=o instanceof Error?o.message:String(o);throw new Error(`cannot decode message ${t} from JSON: ${a}`,{cause:o})}return zc(e,t),n}function zc(e,t){let n=[],o=!1,a=0;for(;a<e.length;)switch(e[a]){case"{":n.push(new Set),o=!0,a++;break;case"[":n.push(null),o=!1,a++;break;case"}":case"]":n.pop(),o=!1,a++;break;case",":o=n[n.length-1]!=null,a++;break;case":":o=!1,a++;break;case'"':{let r=a++,s=!1;for(;a<e.length;){if(e[a]=="\\"){s=!0,a+=2;continue}if(e[a]=='"')break;a++}let i=a++,c=n[n.length-1];if(o&&c){let d=s?JSON.parse(e.substring(r,i+1)):e.substring(r+1,i);if(c.has(d))throw new Error(`cannot decode message ${t} from JSON: duplicate object key "${d}"`);c.add(d)}o=!1;break}default:a++;break}}function Dc(e,t,n){if(!e.desc.typeName.startsWith("google.protobuf."))return!1;switch(e.desc.typeName){case"google.protobuf.Any":return Pc(e.message,t,n),!0;case"google.protobuf.Timestamp":return Zc(e.message,t),!0;case"google.protobuf.Duration":return Kc(e.message,t),!0;case"google.protobuf.FieldMask":return Xc(e.message,t),!0;case"google.protobuf.Struct":return Or(e.message,t,n),!0;case"google.protobuf.Value":return bo(e.message,t,n),!0;case"google.protobuf.ListValue":return Yr(e.message,t,n),!0;default:if(fe(e.desc)){let o=e.desc.fields[0];return t===null?e.clear(o):e.set(o,go(o,t)),!0}return!1}}function Pc(e,t,n){var o;if(t===null||Array.isArray(t)||typeof t!="object")throw new Error(`cannot decode message ${e.$typeName} from JSON: expected object but got ${j(t)}`);if(Object.keys(t).length==0)return;let a=t["@type"];if(typeof a!="string"||a=="")throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is empty`);let r=a.includes("/")?a.substring(a.lastIndexOf("/")+1):a;if(!r.length)throw new Error(`cannot decode message ${e.$typeName} from JSON: "@type" is invalid`);let s=(o=n.registry)===null||o===void 0?void 0:o.getMessage(r);if(!s)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${a} is not in the type registry`);let i=q(s);if(Lt(s)&&Object.prototype.hasOwnProperty.call(t,"value")){let c=t.value;pt(i,c,n)}else{let c=Object.assign({},t);delete c["@type"],pt(i,c,n)}wr(i.desc,i.message,e)}function Zc(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${j(t)}`);let n=t.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);if(!n)throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);let o=Date.parse(n[1]+"-"+n[2]+"-"+n[3]+"T"+n[4]+":"+n[5]+":"+n[6]+(n[8]?n[8]:"Z"));if(Number.isNaN(o))throw new Error(`cannot decode message ${e.$typeName} from JSON: invalid RFC 3339 string`);if(o<Date.parse("0001-01-01T00:00:00Z")||o>Date.parse("9999-12-31T23:59:59Z"))throw new Error(`cannot decode message ${e.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);e.seconds=B.parse(o/1e3),e.nanos=0,n[7]&&(e.nanos=parseInt("1"+n[7]+"0".repeat(9-n[7].length))-1e9)}function Kc(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${j(t)}`);let n=t.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);if(n===null)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${j(t)}`);let o=Number(n[1]);if(o>315576e6||o<-315576e6)throw new Error(`cannot decode message ${e.$typeName} from JSON: ${j(t)}`);if(e.seconds=B.parse(o),typeof n[2]!="string")return;let a=n[2]+"0".repeat(9-n[2].length);e.nanos=parseInt(a),(o<0||Object.is(o,-0))&&(e.nanos=-e.nanos)}function Xc(e,t){if(typeof t!="string")throw new Error(`cannot decode message ${e.$typeName} from JSON: ${j(t)}`);t!==""&&(e.paths=t.split(",").map(n=>{if(n.includes("_"))throw new Error(`cannot decode message ${e.$typeName} from JSON: path names must be lowerCamelCase`);return Bt(n)}))}function Or(e,t,n){if(typeof t!="object"||t==null||Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${j(t)}`);for(let[o,a]of Object.entries(t)){let r=Q(uo);bo(r,a,n),e.fields[o]=r}}function bo(e,t,n){if(++n.depth>n.recursionLimit)throw new Error(`cannot decode ${e.$typeName} from JSON: maximum recursion depth of ${n.recursionLimit} reached`);switch(typeof t){case"number":e.kind={case:"numberValue",value:t};break;case"string":e.kind={case:"stringValue",value:t};break;case"boolean":e.kind={case:"boolValue",value:t};break;case"object":if(t===null)e.kind={case:"nullValue",value:Zt.NULL_VALUE};else if(Array.isArray(t)){let o=Q(xr);Yr(o,t,n),e.kind={case:"listValue",value:o}}else{let o=Q(kr);Or(o,t,n),e.kind={case:"structValue",value:o}}break;default:throw new Error(`cannot decode message ${e.$typeName} from JSON ${j(t)}`)}return n.depth--,e}function Yr(e,t,n){if(!Array.isArray(t))throw new Error(`cannot decode message ${e.$typeName} from JSON ${j(t)}`);for(let o of t){let a=Q(uo);bo(a,o,n),e.values.push(a)}}function ho(e){let t=G[e];return typeof t!="string"?e.toString():t[0].toLowerCase()+t.substring(1).replace(/[A-Z]/g,n=>"_"+n.toLowerCase())}var F=class e extends Error{constructor(t,n=G.Unknown,o,a,r){super(jc(t,n)),this.name="ConnectError",Object.setPrototypeOf(this,new.target.prototype),this.rawMessage=t,this.code=n,this.metadata=new Headers(o??{}),this.details=a??[],this.cause=r}static from(t,n=G.Unknown){return t instanceof e?t:t instanceof Error?t.name=="AbortError"||t.name=="TimeoutError"?new e(t.message,G.Canceled):new e(t.message,n,void 0,void 0,t):new e(String(t),n,void 0,void 0,t)}static[Symbol.hasInstance](t){return t instanceof Error?Object.getPrototypeOf(t)===e.prototype?!0:t.name==="ConnectError"&&"code"in t&&typeof t.code=="number"&&"metadata"in t&&"details"in t&&Array.isArray(t.details)&&"rawMessage"in t&&typeof t.rawMessage=="string"&&"cause"in t:!1}findDetails(t){let n=t.kind==="message"?{getMessage:a=>a===t.typeName?t:void 0}:t,o=[];for(let a of this.details){if("desc"in a){n.getMessage(a.desc.typeName)&&o.push(Q(a.desc,a.value));continue}let r=n.getMessage(a.type);if(r)try{o.push(be(r,a.value))}catch{}}return o}};function jc(e,t){return e.length?`[${ho(t)}] ${e}`:`[${ho(t)}]`}function Ur(e,t,n){try{let o=Ze(e);return t?be(t,o,n):o}catch(o){throw F.from(o,G.DataLoss)}}function zr(e,t){let n={};for(let o of e.methods){let a=t(o);a!=null&&(n[o.localName]=a)}return n}var Jt=1;function Dr(e,t,n=!1){if(t>e){let o=`message size is larger than configured readMaxBytes ${e}`;throw n&&(o=`message size ${t} is larger than configured readMaxBytes ${e}`),new F(o,G.ResourceExhausted)}}function Jc(e){return new yo(e)}var yo=class{constructor(t){this.readMaxBytes=t,this.header=new Uint8Array(5),this.headerView=new DataView(this.header.buffer),this.buf=[]}get byteLength(){return this.buf.reduce((t,n)=>t+n.byteLength,0)}decode(t){this.buf.push(t);let n=[];for(;;){let o=this.pop();if(!o)break;n.push(o)}return n}pop(){if(!(!this.env&&(this.env=this.head(),!this.env))&&this.cons(this.env.data)){let t=this.env;return this.env=void 0,t}}head(){if(!this.cons(this.header))return;let t=this.headerView.getUint8(0),n=this.headerView.getUint32(1);return Dr(this.readMaxBytes,n,!0),{flags:t,data:new Uint8Array(n)}}cons(t){let n=t.byteLength;if(this.byteLength<n)return!1;let o=0;for(;o<n;){let a=this.buf.shift();a.byteLength>n-o?(t.set(a.subarray(0,n-o),o),this.buf.unshift(a.subarray(n-o)),o+=n-o):(t.set(a,o),o+=a.byteLength)}return!0}};function Ht(e){let t,n=Jc(4294967295);return new ReadableStream({start(){t=e.getReader()},async pull(o){let a=!1;for(;!a;){let r=await t.read();if(r.done)n.byteLength>0&&o.error(new F("protocol error: incomplete envelope",G.InvalidArgument)),o.close();else for(let s of n.decode(r.value))o.enqueue(s),a=!0}}})}function Qt(e,t){let n=new Uint8Array(t.length+5);n.set(t,5);let o=new DataView(n.buffer,n.byteOffset,n.byteLength);return o.setUint8(0,e),o.setUint32(1,t.length),n}var Hc=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(r){n[r]=e[r]&&function(s){return new Promise(function(i,c){s=e[r](s),a(i,c,s.done,s.value)})}}function a(r,s,i,c){Promise.resolve(c).then(function(d){r({value:d,done:i})},s)}},ft=function(e){return this instanceof ft?(this.v=e,this):new ft(e)},Qc=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),a,r=[];return a=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),a[Symbol.asyncIterator]=function(){return this},a;function s(g){return function(f){return Promise.resolve(f).then(g,y)}}function i(g,f){o[g]&&(a[g]=function(x){return new Promise(function(k,C){r.push([g,x,k,C])>1||c(g,x)})},f&&(a[g]=f(a[g])))}function c(g,f){try{d(o[g](f))}catch(x){S(r[0][3],x)}}function d(g){g.value instanceof ft?Promise.resolve(g.value.v).then(p,y):S(r[0][2],g)}function p(g){c("next",g)}function y(g){c("throw",g)}function S(g,f){g(f),r.shift(),r.length&&c(r[0][0],r[0][1])}},qc=function(e){var t,n;return t={},o("next"),o("throw",function(a){throw a}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(a,r){t[a]=e[a]?function(s){return(n=!n)?{value:ft(e[a](s)),done:!1}:r?r(s):s}:r}};function Pr(e){return Qc(this,arguments,function*(){yield ft(yield*qc(Hc(e)))})}var Zr=function(e){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var t=e[Symbol.asyncIterator],n;return t?t.call(e):(e=typeof __values=="function"?__values(e):e[Symbol.iterator](),n={},o("next"),o("throw"),o("return"),n[Symbol.asyncIterator]=function(){return this},n);function o(r){n[r]=e[r]&&function(s){return new Promise(function(i,c){s=e[r](s),a(i,c,s.done,s.value)})}}function a(r,s,i,c){Promise.resolve(c).then(function(d){r({value:d,done:i})},s)}},He=function(e){return this instanceof He?(this.v=e,this):new He(e)},el=function(e){var t,n;return t={},o("next"),o("throw",function(a){throw a}),o("return"),t[Symbol.iterator]=function(){return this},t;function o(a,r){t[a]=e[a]?function(s){return(n=!n)?{value:He(e[a](s)),done:!1}:r?r(s):s}:r}},tl=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),a,r=[];return a=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),a[Symbol.asyncIterator]=function(){return this},a;function s(g){return function(f){return Promise.resolve(f).then(g,y)}}function i(g,f){o[g]&&(a[g]=function(x){return new Promise(function(k,C){r.push([g,x,k,C])>1||c(g,x)})},f&&(a[g]=f(a[g])))}function c(g,f){try{d(o[g](f))}catch(x){S(r[0][3],x)}}function d(g){g.value instanceof He?Promise.resolve(g.value.v).then(p,y):S(r[0][2],g)}function p(g){c("next",g)}function y(g){c("throw",g)}function S(g,f){g(f),r.shift(),r.length&&c(r[0][0],r[0][1])}};function vo(e,t){return zr(e,n=>{switch(n.methodKind){case"unary":return nl(t,n);case"server_streaming":return ol(t,n);case"client_streaming":return al(t,n);case"bidi_streaming":return rl(t,n);default:return null}})}function nl(e,t){return async(n,o)=>{var a,r;let s=await e.unary(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);return(a=o?.onHeader)===null||a===void 0||a.call(o,s.header),(r=o?.onTrailer)===null||r===void 0||r.call(o,s.trailer),s.message}}function ol(e,t){return(n,o)=>Kr(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,Pr([n]),o?.contextValues),o)}function al(e,t){return async(n,o)=>{var a,r,s,i,c,d;let p=await e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues);(c=o?.onHeader)===null||c===void 0||c.call(o,p.header);let y,S=0;try{for(var g=!0,f=Zr(p.message),x;x=await f.next(),a=x.done,!a;g=!0)i=x.value,g=!1,y=i,S++}catch(k){r={error:k}}finally{try{!g&&!a&&(s=f.return)&&await s.call(f)}finally{if(r)throw r.error}}if(!y)throw new F("protocol error: missing response message",G.Unimplemented);if(S>1)throw new F("protocol error: received extra messages for client streaming method",G.Unimplemented);return(d=o?.onTrailer)===null||d===void 0||d.call(o,p.trailer),y}}function rl(e,t){return(n,o)=>Kr(e.stream(t,o?.signal,o?.timeoutMs,o?.headers,n,o?.contextValues),o)}function Kr(e,t){let n=(function(){return tl(this,arguments,function*(){var o,a;let r=yield He(e);(o=t?.onHeader)===null||o===void 0||o.call(t,r.header),yield He(yield*el(Zr(r.message))),(a=t?.onTrailer)===null||a===void 0||a.call(t,r.trailer)})})()[Symbol.asyncIterator]();return{[Symbol.asyncIterator]:()=>({next:()=>n.next()})}}function Xr(...e){let t=new AbortController,n=e.filter(a=>a!==void 0).concat(t.signal);for(let a of n){if(a.aborted){o.apply(a);break}a.addEventListener("abort",o)}function o(){t.signal.aborted||t.abort(Eo(this));for(let a of n)a.removeEventListener("abort",o)}return t}function jr(e){let t=new AbortController,n=()=>{t.abort(new F("the operation timed out",G.DeadlineExceeded))},o;return e!==void 0&&(e<=0?n():o=setTimeout(n,e)),{signal:t.signal,cleanup:()=>clearTimeout(o)}}function Eo(e){if(!e.aborted)return;if(e.reason!==void 0)return e.reason;let t=new Error("This operation was aborted");return t.name="AbortError",t}function qt(){return{get(e){return e.id in this?this[e.id]:e.defaultValue},set(e,t){return this[e.id]=t,this},delete(e){return delete this[e.id],this}}}function en(e){let t=new Headers,n=new TextDecoder().decode(e).split(`\r
`);for(let o of n){if(o==="")continue;let a=o.indexOf(":");if(a>0){let r=o.substring(0,a).trim(),s=o.substring(a+1).trim();t.append(r,s)}}return t}var wo="Content-Type";var So="Grpc-Timeout",he="Grpc-Status",gt="Grpc-Message",$o="Grpc-Status-Details-Bin";var tn="User-Agent";var ko="X-User-Agent",Hr="X-Grpc-Web";var Qr="application/grpc-web+proto",qr="application/grpc-web+json";function es(e,t,...n){if(n.length>0)throw new Error;return e.services[t]}var il=ue("CgxzdGF0dXMucHJvdG8SCmdvb2dsZS5ycGMiTgoGU3RhdHVzEgwKBGNvZGUYASABKAUSDwoHbWVzc2FnZRgCIAEoCRIlCgdkZXRhaWxzGAMgAygLMhQuZ29vZ2xlLnByb3RvYnVmLkFueUJeCg5jb20uZ29vZ2xlLnJwY0ILU3RhdHVzUHJvdG9QAVo3Z29vZ2xlLmdvbGFuZy5vcmcvZ2VucHJvdG8vZ29vZ2xlYXBpcy9ycGMvc3RhdHVzO3N0YXR1c6ICA1JQQ2IGcHJvdG8z",[io]),ts=le(il,0);var ns="0";function nn(e){var t;let n=e.get($o);if(n!=null){let a=Ur(n,ts);if(a.code==0)return;let r=new F(a.message,a.code,e);return r.details=a.details.map(s=>({type:s.typeUrl.substring(s.typeUrl.lastIndexOf("/")+1),value:s.value})),r}let o=e.get(he);if(o!=null){if(o===ns)return;let a=parseInt(o,10);return a in G?new F(decodeURIComponent((t=e.get(gt))!==null&&t!==void 0?t:""),a,e):new F(`invalid grpc-status: ${o}`,G.Internal,e)}}function on(e,t){return e.toString().replace(/\/?$/,`/${t.parent.typeName}/${t.name}`)}function xo(e,t){return Q(e,t)}function os(e,t){function n(o){return o.done===!0?o:{done:o.done,value:xo(e,o.value)}}return{[Symbol.asyncIterator](){let o=t[Symbol.asyncIterator](),a={next:()=>o.next().then(n)};return o.throw!==void 0&&(a.throw=r=>o.throw(r).then(n)),o.return!==void 0&&(a.return=r=>o.return(r).then(n)),a}}}function No(e,t){if(!t)return e;for(let n of t.concat().reverse())e=n(e);return e}function ss(e){var t;let n=Object.assign({},e);return(t=n.ignoreUnknownFields)!==null&&t!==void 0||(n.ignoreUnknownFields=!0),n}function an(e,t,n,o){let a=t?as(e.input,o):rs(e.input,n);return{parse:(t?as(e.output,o):rs(e.output,n)).parse,serialize:a.serialize}}function as(e,t){return{parse(n){try{return be(e,n,t)}catch(o){let a=o instanceof Error?o.message:String(o);throw new F(`parse binary: ${a}`,G.Internal)}},serialize(n){try{return je(e,n,t)}catch(o){let a=o instanceof Error?o.message:String(o);throw new F(`serialize binary: ${a}`,G.Internal)}}}}function rs(e,t){var n,o;let a=(n=t?.textEncoder)!==null&&n!==void 0?n:new TextEncoder,r=(o=t?.textDecoder)!==null&&o!==void 0?o:new TextDecoder,s=ss(t);return{parse(i){try{let c=r.decode(i);return Vr(e,c,s)}catch(c){throw F.from(c,G.InvalidArgument)}},serialize(i){try{let c=Gr(e,i,s);return a.encode(c)}catch(c){throw F.from(c,G.Internal)}}}}function Ao(e){let t=No(e.next,e.interceptors),[n,o,a]=is(e),r=Object.assign(Object.assign({},e.req),{message:xo(e.req.method.input,e.req.message),signal:n});return t(r).then(s=>(a(),s),o)}function Ro(e){let t=No(e.next,e.interceptors),[n,o,a]=is(e),r=Object.assign(Object.assign({},e.req),{message:os(e.req.method.input,e.req.message),signal:n}),s=!1;return n.addEventListener("abort",function(){var i,c;let d=e.req.message[Symbol.asyncIterator]();s||(i=d.throw)===null||i===void 0||i.call(d,this.reason).catch(()=>{}),(c=d.return)===null||c===void 0||c.call(d).catch(()=>{})}),t(r).then(i=>Object.assign(Object.assign({},i),{message:{[Symbol.asyncIterator](){let c=i.message[Symbol.asyncIterator]();return{next(){return c.next().then(d=>(d.done==!0&&(s=!0,a()),d),o)}}}}}),o)}function is(e){let{signal:t,cleanup:n}=jr(e.timeoutMs),o=Xr(e.signal,t);return[o.signal,function(r){let s=o.signal.aborted?F.from(Eo(o.signal),G.Canceled):F.from(r);return o.abort(s),n(),Promise.reject(s)},function(){n(),o.abort()}]}var Ee=class{constructor(t){this.value=t}valueOf(){return this.value}},D=class extends Ee{constructor(t="???"){super(t)}toString(t){return`{${this.value}}`}},ee=class extends Ee{constructor(t,n={}){super(t),this.opts=n}toString(t){if(t)try{return t.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return this.value.toString(10)}},we=class e extends Ee{static supportsValue(t){if(typeof t=="number"||t instanceof Date)return!0;if(t instanceof Ee)return e.supportsValue(t.valueOf());if("Temporal"in globalThis){let n=globalThis.Temporal;if(t instanceof n.Instant||t instanceof n.PlainDateTime||t instanceof n.PlainDate||t instanceof n.PlainMonthDay||t instanceof n.PlainTime||t instanceof n.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof Ee&&(t=t.valueOf()),typeof t=="object"&&"calendarId"in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](t){return t==="string"?this.toString():this.toNumber()}toNumber(){let t=this.value;if(typeof t=="number")return t;if(t instanceof Date)return t.getTime();if("epochMilliseconds"in t)return t.epochMilliseconds;if("toZonedDateTime"in t)return t.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(t){if(t)try{return t.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(n){t.reportError(n)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}};var cs=100,cl="⁨",ll="⁩";function ul(e,t,n){if(n===t||n instanceof ee&&t instanceof ee&&n.value===t.value)return!0;if(t instanceof ee&&typeof n=="string"){let o=e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value);if(n===o)return!0}return!1}function ls(e,t,n){return t[n]?Qe(e,t[n].value):(e.reportError(new RangeError("No default")),new D)}function Io(e,t){let n=[],o=Object.create(null);for(let a of t)a.type==="narg"?o[a.name]=bt(e,a.value):n.push(bt(e,a));return{positional:n,named:o}}function bt(e,t){switch(t.type){case"str":return t.value;case"num":return new ee(t.value,{minimumFractionDigits:t.precision});case"var":return dl(e,t);case"mesg":return ml(e,t);case"term":return pl(e,t);case"func":return fl(e,t);case"select":return gl(e,t);default:return new D}}function dl(e,{name:t}){let n;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new D(`$${t}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(new ReferenceError(`Unknown variable: $${t}`)),new D(`$${t}`);if(n instanceof Ee)return n;switch(typeof n){case"string":return n;case"number":return new ee(n);case"object":if(we.supportsValue(n))return new we(n);default:return e.reportError(new TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new D(`$${t}`)}}function ml(e,{name:t,attr:n}){let o=e.bundle._messages.get(t);if(!o)return e.reportError(new ReferenceError(`Unknown message: ${t}`)),new D(t);if(n){let a=o.attributes[n];return a?Qe(e,a):(e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new D(`${t}.${n}`))}return o.value?Qe(e,o.value):(e.reportError(new ReferenceError(`No value: ${t}`)),new D(t))}function pl(e,{name:t,attr:n,args:o}){let a=`-${t}`,r=e.bundle._terms.get(a);if(!r)return e.reportError(new ReferenceError(`Unknown term: ${a}`)),new D(a);if(n){let i=r.attributes[n];if(i){e.params=Io(e,o).named;let c=Qe(e,i);return e.params=null,c}return e.reportError(new ReferenceError(`Unknown attribute: ${n}`)),new D(`${a}.${n}`)}e.params=Io(e,o).named;let s=Qe(e,r.value);return e.params=null,s}function fl(e,{name:t,args:n}){let o=e.bundle._functions[t];if(!o)return e.reportError(new ReferenceError(`Unknown function: ${t}()`)),new D(`${t}()`);if(typeof o!="function")return e.reportError(new TypeError(`Function ${t}() is not callable`)),new D(`${t}()`);try{let a=Io(e,n);return o(a.positional,a.named)}catch(a){return e.reportError(a),new D(`${t}()`)}}function gl(e,{selector:t,variants:n,star:o}){let a=bt(e,t);if(a instanceof D)return ls(e,n,o);for(let r of n){let s=bt(e,r.key);if(ul(e,a,s))return Qe(e,r.value)}return ls(e,n,o)}function To(e,t){if(e.dirty.has(t))return e.reportError(new RangeError("Cyclic reference")),new D;e.dirty.add(t);let n=[],o=e.bundle._useIsolating&&t.length>1;for(let a of t){if(typeof a=="string"){n.push(e.bundle._transform(a));continue}if(e.placeables++,e.placeables>cs)throw e.dirty.delete(t),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${cs}`);o&&n.push(cl),n.push(bt(e,a).toString(e)),o&&n.push(ll)}return e.dirty.delete(t),n.join("")}function Qe(e,t){return typeof t=="string"?e.bundle._transform(t):To(e,t)}var rn=class{constructor(t,n,o){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=t,this.errors=n,this.args=o}reportError(t){if(!this.errors||!(t instanceof Error))throw t;this.errors.push(t)}memoizeIntlObject(t,n){let o=this.bundle._intls.get(t);o||(o={},this.bundle._intls.set(t,o));let a=JSON.stringify(n);return o[a]||(o[a]=new t(this.bundle.locales,n)),o[a]}};function Go(e,t){let n=Object.create(null);for(let[o,a]of Object.entries(e))t.includes(o)&&(n[o]=a.valueOf());return n}var us=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function ds(e,t){let n=e[0];if(n instanceof D)return new D(`NUMBER(${n.valueOf()})`);if(n instanceof ee)return new ee(n.valueOf(),{...n.opts,...Go(t,us)});if(n instanceof we)return new ee(n.toNumber(),{...Go(t,us)});throw new TypeError("Invalid argument to NUMBER")}var bl=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function ms(e,t){let n=e[0];if(n instanceof D)return new D(`DATETIME(${n.valueOf()})`);if(n instanceof we||n instanceof ee)return new we(n,Go(t,bl));throw new TypeError("Invalid argument to DATETIME")}var ps=new Map;function fs(e){let t=Array.isArray(e)?e.join(" "):e,n=ps.get(t);return n===void 0&&(n=new Map,ps.set(t,n)),n}var ht=class{constructor(t,{functions:n,useIsolating:o=!0,transform:a=r=>r}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(t)?t:[t],this._functions={NUMBER:ds,DATETIME:ms,...n},this._useIsolating=o,this._transform=a,this._intls=fs(t)}hasMessage(t){return this._messages.has(t)}getMessage(t){return this._messages.get(t)}addResource(t,{allowOverrides:n=!1}={}){let o=[];for(let a=0;a<t.body.length;a++){let r=t.body[a];if(r.id.startsWith("-")){if(n===!1&&this._terms.has(r.id)){o.push(new Error(`Attempt to override an existing term: "${r.id}"`));continue}this._terms.set(r.id,r)}else{if(n===!1&&this._messages.has(r.id)){o.push(new Error(`Attempt to override an existing message: "${r.id}"`));continue}this._messages.set(r.id,r)}}return o}formatPattern(t,n=null,o=null){if(typeof t=="string")return this._transform(t);let a=new rn(this,o,n);try{return To(a,t).toString(a)}catch(r){if(a.errors&&r instanceof Error)return a.errors.push(r),new D().toString(a);throw r}}};var Mo=/^(-?[a-zA-Z][\w-]*) *= */gm,gs=/\.([a-zA-Z][\w-]*) *= */y,hl=/\*?\[/y,Lo=/(-?[0-9]+(?:\.([0-9]+))?)/y,yl=/([a-zA-Z][\w-]*)/y,bs=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,vl=/^[A-Z][A-Z0-9_-]*$/,sn=/([^{}\n\r]+)/y,El=/([^\\"\n\r]*)/y,hs=/\\([\\"])/y,ys=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,wl=/^\n+/,vs=/ +$/,Sl=/ *\r?\n/g,$l=/( *)$/,kl=/{\s*/y,Es=/\s*}/y,xl=/\[\s*/y,Nl=/\s*] */y,Al=/\s*\(\s*/y,Rl=/\s*->\s*/y,Il=/\s*:\s*/y,Tl=/\s*,?\s*/y,Gl=/\s+/y,yt=class{constructor(t){this.body=[],Mo.lastIndex=0;let n=0;for(;;){let b=Mo.exec(t);if(b===null)break;n=Mo.lastIndex;try{this.body.push(c(b[1]))}catch($){if($ instanceof SyntaxError)continue;throw $}}function o(b){return b.lastIndex=n,b.test(t)}function a(b,$){if(t[n]===b)return n++,!0;if($)throw new $(`Expected ${b}`);return!1}function r(b,$){if(o(b))return n=b.lastIndex,!0;if($)throw new $(`Expected ${b.toString()}`);return!1}function s(b){b.lastIndex=n;let $=b.exec(t);if($===null)throw new SyntaxError(`Expected ${b.toString()}`);return n=b.lastIndex,$}function i(b){return s(b)[1]}function c(b){let $=p(),M=d();if($===null&&Object.keys(M).length===0)throw new SyntaxError("Expected message value or attributes");return{id:b,value:$,attributes:M}}function d(){let b=Object.create(null);for(;o(gs);){let $=i(gs),M=p();if(M===null)throw new SyntaxError("Expected attribute value");b[$]=M}return b}function p(){let b;if(o(sn)&&(b=i(sn)),t[n]==="{"||t[n]==="}")return y(b?[b]:[],1/0);let $=R();return $?b?y([b,$],$.length):($.value=A($.value,wl),y([$],$.length)):b?A(b,vs):null}function y(b=[],$){for(;;){if(o(sn)){b.push(i(sn));continue}if(t[n]==="{"){b.push(S());continue}if(t[n]==="}")throw new SyntaxError("Unbalanced closing brace");let U=R();if(U){b.push(U),$=Math.min($,U.length);continue}break}let M=b.length-1,W=b[M];typeof W=="string"&&(b[M]=A(W,vs));let H=[];for(let U of b)U instanceof cn&&(U=U.value.slice(0,U.value.length-$)),U&&H.push(U);return H}function S(){r(kl,SyntaxError);let b=g();if(r(Es))return b;if(r(Rl)){let $=k();return r(Es,SyntaxError),{type:"select",selector:b,...$}}throw new SyntaxError("Unclosed placeable")}function g(){if(t[n]==="{")return S();if(o(bs)){let[,b,$,M=null]=s(bs);if(b==="$")return{type:"var",name:$};if(r(Al)){let W=f();if(b==="-")return{type:"term",name:$,attr:M,args:W};if(vl.test($))return{type:"func",name:$,args:W};throw new SyntaxError("Function names must be all upper-case")}return b==="-"?{type:"term",name:$,attr:M,args:[]}:{type:"mesg",name:$,attr:M}}return I()}function f(){let b=[];for(;;){switch(t[n]){case")":return n++,b;case void 0:throw new SyntaxError("Unclosed argument list")}b.push(x()),r(Tl)}}function x(){let b=g();return b.type!=="mesg"?b:r(Il)?{type:"narg",name:b.name,value:I()}:b}function k(){let b=[],$=0,M;for(;o(hl);){a("*")&&(M=$);let W=C(),H=p();if(H===null)throw new SyntaxError("Expected variant value");b[$++]={key:W,value:H}}if($===0)return null;if(M===void 0)throw new SyntaxError("Expected default variant");return{variants:b,star:M}}function C(){r(xl,SyntaxError);let b;return o(Lo)?b=E():b={type:"str",value:i(yl)},r(Nl,SyntaxError),b}function I(){if(o(Lo))return E();if(t[n]==='"')return v();throw new SyntaxError("Invalid expression")}function E(){let[,b,$=""]=s(Lo),M=$.length;return{type:"num",value:parseFloat(b),precision:M}}function v(){a('"',SyntaxError);let b="";for(;;){if(b+=i(El),t[n]==="\\"){b+=h();continue}if(a('"'))return{type:"str",value:b};throw new SyntaxError("Unclosed string literal")}}function h(){if(o(hs))return i(hs);if(o(ys)){let[,b,$]=s(ys),M=parseInt(b||$,16);return M<=55295||57344<=M?String.fromCodePoint(M):"�"}throw new SyntaxError("Unknown escape sequence")}function R(){let b=n;switch(r(Gl),t[n]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return L(t.slice(b,n))}return t[n-1]===" "?L(t.slice(b,n)):!1}function A(b,$){return b.replace($,"")}function L(b){let $=b.replace(Sl,`
`),M=$l.exec(b)[1].length;return new cn($,M)}}},cn=class{constructor(t,n){this.value=t,this.length=n}};function ws(){try{new Headers}catch{throw new Error("connect-web requires the fetch API. Are you running on an old version of Node.js? Node.js is not supported in Connect for Web - please stay tuned for Connect for Node.")}}function vt(e,t){let n=nn(e);if(n)throw t.forEach((o,a)=>{n.metadata.append(a,o)}),n;if(!t.has(he)&&!e.has(he))throw new F("protocol error: missing status",G.Internal)}function ln(e,t,n,o){var a,r;let s=new Headers(n??{});s.set(wo,e?Qr:qr),s.set(Hr,"1");let i=(r=(a=s.get(tn))!==null&&a!==void 0?a:s.get(ko))!==null&&r!==void 0?r:"connect-es/2.1.2";return s.set(ko,i),o&&s.set(tn,i),t!==void 0&&s.set(So,`${t}m`),s}function Ss(e){switch(e){case 400:return G.Internal;case 401:return G.Unauthenticated;case 403:return G.PermissionDenied;case 404:return G.Unimplemented;case 429:return G.Unavailable;case 502:return G.Unavailable;case 503:return G.Unavailable;case 504:return G.Unavailable;default:return G.Unknown}}function un(e,t){var n;if(e>=200&&e<300)return{foundStatus:t.has(he),headerError:nn(t)};throw new F(decodeURIComponent((n=t.get(gt))!==null&&n!==void 0?n:`HTTP ${e}`),Ss(e),t)}var Fe=function(e){return this instanceof Fe?(this.v=e,this):new Fe(e)},Ml=function(e,t,n){if(!Symbol.asyncIterator)throw new TypeError("Symbol.asyncIterator is not defined.");var o=n.apply(e,t||[]),a,r=[];return a=Object.create((typeof AsyncIterator=="function"?AsyncIterator:Object).prototype),i("next"),i("throw"),i("return",s),a[Symbol.asyncIterator]=function(){return this},a;function s(g){return function(f){return Promise.resolve(f).then(g,y)}}function i(g,f){o[g]&&(a[g]=function(x){return new Promise(function(k,C){r.push([g,x,k,C])>1||c(g,x)})},f&&(a[g]=f(a[g])))}function c(g,f){try{d(o[g](f))}catch(x){S(r[0][3],x)}}function d(g){g.value instanceof Fe?Promise.resolve(g.value.v).then(p,y):S(r[0][2],g)}function p(g){c("next",g)}function y(g){c("throw",g)}function S(g,f){g(f),r.shift(),r.length&&c(r[0][0],r[0][1])}},$s={redirect:"error"};function _o(e){var t;ws();let n=(t=e.useBinaryFormat)!==null&&t!==void 0?t:!0;return{async unary(o,a,r,s,i,c){let{serialize:d,parse:p}=an(o,n,e.jsonOptions,e.binaryOptions);return r=r===void 0?e.defaultTimeoutMs:r<=0?void 0:r,await Ao({interceptors:e.interceptors,signal:a,timeoutMs:r,req:{stream:!1,service:o.parent,method:o,requestMethod:"POST",url:on(e.baseUrl,o),header:ln(n,r,s,!1),contextValues:c??qt(),message:i},next:async y=>{var S;let f=await((S=e.fetch)!==null&&S!==void 0?S:globalThis.fetch)(y.url,Object.assign(Object.assign({},$s),{method:y.requestMethod,headers:y.header,signal:y.signal,body:Qt(0,d(y.message))})),{headerError:x}=un(f.status,f.headers);if(!f.body)throw x!==void 0?x:"missing response body";let k=Ht(f.body).getReader(),C,I;for(;;){let E=await k.read();if(E.done)break;let{flags:v,data:h}=E.value;if((v&Jt)===Jt)throw new F("protocol error: received unsupported compressed output",G.Internal);if(v===128){if(C!==void 0)throw"extra trailer";C=en(h);continue}if(I!==void 0)throw new F("extra message",G.Unimplemented);I=p(h)}if(C===void 0)throw x!==void 0?x:new F("missing trailer",f.headers.has(he)?G.Unimplemented:G.Unknown);if(vt(C,f.headers),I===void 0)throw new F("missing message",C.has(he)?G.Unimplemented:G.Unknown);return{stream:!1,service:o.parent,method:o,header:f.headers,message:I,trailer:C}}})},async stream(o,a,r,s,i,c){let{serialize:d,parse:p}=an(o,n,e.jsonOptions,e.binaryOptions);function y(g,f,x,k,C){return Ml(this,arguments,function*(){let E=Ht(g).getReader();if(f){if(!(yield Fe(E.read())).done)throw"extra data for trailers-only";return yield Fe(void 0)}let v=!1;for(;;){let h=yield Fe(E.read());if(h.done)break;let{flags:R,data:A}=h.value;if((R&128)===128){if(v)throw"extra trailer";v=!0;let L=en(A);vt(L,k),L.forEach((b,$)=>x.set($,b));continue}if(v)throw"extra message";yield yield Fe(p(A))}if("throwIfAborted"in C&&C.throwIfAborted(),!v)throw"missing trailer"})}async function S(g){if(o.methodKind!="server_streaming")throw"The fetch API does not support streaming request bodies";let f=await g[Symbol.asyncIterator]().next();if(f.done==!0)throw"missing request message";return Qt(0,d(f.value))}return r=r===void 0?e.defaultTimeoutMs:r<=0?void 0:r,Ro({interceptors:e.interceptors,signal:a,timeoutMs:r,req:{stream:!0,service:o.parent,method:o,requestMethod:"POST",url:on(e.baseUrl,o),header:ln(n,r,s,!1),contextValues:c??qt(),message:i},next:async g=>{var f;let k=await((f=e.fetch)!==null&&f!==void 0?f:globalThis.fetch)(g.url,Object.assign(Object.assign({},$s),{method:g.requestMethod,headers:g.header,signal:g.signal,body:await S(g.message)})),{foundStatus:C,headerError:I}=un(k.status,k.headers);if(I!=null)throw I;if(!k.body)throw"missing response body";let E=new Headers;return Object.assign(Object.assign({},g),{header:k.headers,trailer:E,message:y(k.body,C,E,k.headers,g.signal)})}})}}}var xs="x-goog-request-params",Ll=/^[A-Za-z0-9_.~-]$/;function ks(e){let t="";for(let n of new TextEncoder().encode(e)){let o=String.fromCharCode(n);t+=Ll.test(o)?o:`%${n.toString(16).toUpperCase().padStart(2,"0")}`}return t}function Ns(e){let t="games/";return e.startsWith(t)?`name=${t}${ks(e.slice(t.length))}`:`name=${ks(e)}`}var As=ue("Chxtb3VudGFpbl9nb2F0cy92MS9nYW1lLnByb3RvEhFtb3VudGFpbl9nb2F0cy52MSLCAwoER2FtZRIMCgRuYW1lGAEgASgJEi8KB29wdGlvbnMYAiABKAsyHi5tb3VudGFpbl9nb2F0cy52MS5HYW1lT3B0aW9ucxItCgZzdGF0dXMYAyABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lU3RhdHVzEiYKBXNlYXRzGAQgAygLMhcubW91bnRhaW5fZ29hdHMudjEuU2VhdBIPCgd2ZXJzaW9uGAUgASgEEhMKC3NlZWRfc2hhMjU2GAYgASgJEgwKBHNlZWQYByABKAwSJwoFYm9hcmQYCCABKAsyGC5tb3VudGFpbl9nb2F0cy52MS5Cb2FyZBIvCgtjcmVhdGVfdGltZRgJIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASLwoLdXBkYXRlX3RpbWUYCiABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEjEKDXR1cm5fZGVhZGxpbmUYCyABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEjIKC2RpY2Vfc291cmNlGAwgASgOMh0ubW91bnRhaW5fZ29hdHMudjEuRGljZVNvdXJjZSLVAQoLR2FtZU9wdGlvbnMSDwoHcGxheWVycxgBIAEoDRIUCgxiaWdfbW91bnRhaW4YAiABKAgSHgoWYWxsb3dfZGVjbGluaW5nX2dyb3VwcxgDIAEoCBIXCgpmaXJzdF9zZWF0GAQgASgNSACIAQESGQoMdHVybl9zZWNvbmRzGAUgASgNSAGIAQESHAoUaG91c2VfYWZ0ZXJfdGltZW91dHMYBiABKA0SDQoFcmF0ZWQYByABKAhCDQoLX2ZpcnN0X3NlYXRCDwoNX3R1cm5fc2Vjb25kcyJ9CgRTZWF0Eg0KBWluZGV4GAEgASgNEg0KBXRha2VuGAIgASgIEhMKC3BsYXllcl9uYW1lGAMgASgJEhYKDmhvdXNlX3N0cmF0ZWd5GAQgASgJEhkKEWRpY2VfY29udHJpYnV0aW9uGAUgASgMEg8KB2FjY291bnQYBiABKAki+gIKBUJvYXJkEi4KCW1vdW50YWlucxgBIAMoCzIbLm1vdW50YWluX2dvYXRzLnYxLk1vdW50YWluEioKB3BsYXllcnMYAiADKAsyGS5tb3VudGFpbl9nb2F0cy52MS5QbGF5ZXISOAoMYmlnX21vdW50YWluGAMgAygLMiIubW91bnRhaW5fZ29hdHMudjEuQmlnTW91bnRhaW5TcG90EhkKEWJvbnVzX3Rva2Vuc19sZWZ0GAQgAygNEhIKCmZpcnN0X3NlYXQYBSABKA0SFAoMY3VycmVudF9zZWF0GAYgASgNEgwKBHR1cm4YByABKAQSJQoEcm9sbBgIIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLlJvbGwSMgoLZW5kX3RyaWdnZXIYCSABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5FbmRUcmlnZ2VyEi0KBnJlc3VsdBgKIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkdhbWVSZXN1bHQibwoITW91bnRhaW4SDgoGbnVtYmVyGAEgASgNEg4KBmhlaWdodBgCIAEoDRIZChFwb2ludF90b2tlbnNfbGVmdBgDIAEoDRIYCgtzdW1taXRfc2VhdBgEIAEoDUgAiAEBQg4KDF9zdW1taXRfc2VhdCJ5CgZQbGF5ZXISDAoEc2VhdBgBIAEoDRImCgVnb2F0cxgCIAMoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdvYXQSFAoMcG9pbnRfdG9rZW5zGAMgAygNEhQKDGJvbnVzX3Rva2VucxgEIAMoDRINCgVzY29yZRgFIAEoDSJlCgRHb2F0EjcKCG1vdW50YWluGAEgASgLMiMubW91bnRhaW5fZ29hdHMudjEuTW91bnRhaW5Qb3NpdGlvbkgAEhsKEWJpZ19tb3VudGFpbl9zcG90GAIgASgNSABCBwoFcGxhY2UiNAoQTW91bnRhaW5Qb3NpdGlvbhIOCgZudW1iZXIYASABKA0SEAoIcG9zaXRpb24YAiABKA0iLQoPQmlnTW91bnRhaW5TcG90EgwKBHNwb3QYASABKA0SDAoEc2VhdBgCIAEoDSIUCgRSb2xsEgwKBGRpY2UYASADKA0ifQoKR2FtZVJlc3VsdBIuCglzdGFuZGluZ3MYASADKAsyGy5tb3VudGFpbl9nb2F0cy52MS5TdGFuZGluZxIPCgd3aW5uZXJzGAIgAygNEi4KCXRpZV9icmVhaxgDIAEoDjIbLm1vdW50YWluX2dvYXRzLnYxLlRpZUJyZWFrIrwBCghTdGFuZGluZxIMCgRzZWF0GAEgASgNEgwKBHJhbmsYAiABKA0SDQoFc2NvcmUYAyABKA0SGgoScG9pbnRfdG9rZW5fcG9pbnRzGAQgASgNEhoKEmJvbnVzX3Rva2VuX3BvaW50cxgFIAEoDRIbChNiaWdfbW91bnRhaW5fcG9pbnRzGAYgASgNEhgKEGdvYXRzX29uX3N1bW1pdHMYByABKA0SFgoOaGlnaGVzdF9zdW1taXQYCCABKA0iPwoETW92ZRINCgVmYWNlcxgBIAMoDRIoCgZncm91cHMYAiADKAsyGC5tb3VudGFpbl9nb2F0cy52MS5Hcm91cCI/CgVHcm91cBIMCgRkaWNlGAEgAygNEigKBGdvYXQYAiABKAsyGi5tb3VudGFpbl9nb2F0cy52MS5Hb2F0UmVmIkMKB0dvYXRSZWYSEgoIbW91bnRhaW4YASABKA1IABIbChFiaWdfbW91bnRhaW5fc3BvdBgCIAEoDUgAQgcKBXBsYWNlIm0KCUxlZ2FsTW92ZRIlCgRtb3ZlGAEgASgLMhcubW91bnRhaW5fZ29hdHMudjEuTW92ZRIPCgdzdW1tYXJ5GAIgASgJEigKBmV2ZW50cxgDIAMoCzIYLm1vdW50YWluX2dvYXRzLnYxLkV2ZW50IuoJCgVFdmVudBI0CgtzZWF0X2pvaW5lZBgBIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLlNlYXRKb2luZWRIABI2CgxnYW1lX3N0YXJ0ZWQYAiABKAsyHi5tb3VudGFpbl9nb2F0cy52MS5HYW1lU3RhcnRlZEgAEjQKC2RpY2Vfcm9sbGVkGAMgASgLMh0ubW91bnRhaW5fZ29hdHMudjEuRGljZVJvbGxlZEgAEjYKDG9uZXNfY2hhbmdlZBgEIAEoCzIeLm1vdW50YWluX2dvYXRzLnYxLk9uZXNDaGFuZ2VkSAASNgoMZ29hdF9jbGltYmVkGAUgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR29hdENsaW1iZWRIABI6Cg5zdW1taXRfcmVhY2hlZBgGIAEoCzIgLm1vdW50YWluX2dvYXRzLnYxLlN1bW1pdFJlYWNoZWRIABI/ChFnb2F0X2tub2NrZWRfZG93bhgHIAEoCzIiLm1vdW50YWluX2dvYXRzLnYxLkdvYXRLbm9ja2VkRG93bkgAEj8KEXBvaW50X3Rva2VuX3Rha2VuGAggASgLMiIubW91bnRhaW5fZ29hdHMudjEuUG9pbnRUb2tlblRha2VuSAASPwoRYm9udXNfdG9rZW5fdGFrZW4YCSABKAsyIi5tb3VudGFpbl9nb2F0cy52MS5Cb251c1Rva2VuVGFrZW5IABJRChtnb2F0X3BsYWNlZF9vbl9iaWdfbW91bnRhaW4YCiABKAsyKi5tb3VudGFpbl9nb2F0cy52MS5Hb2F0UGxhY2VkT25CaWdNb3VudGFpbkgAEk8KGmdvYXRfbW92ZWRfb25fYmlnX21vdW50YWluGAsgASgLMikubW91bnRhaW5fZ29hdHMudjEuR29hdE1vdmVkT25CaWdNb3VudGFpbkgAElkKH2dvYXRfcmV0dXJuZWRfZnJvbV9iaWdfbW91bnRhaW4YDCABKAsyLi5tb3VudGFpbl9nb2F0cy52MS5Hb2F0UmV0dXJuZWRGcm9tQmlnTW91bnRhaW5IABI2Cgxncm91cF93YXN0ZWQYDSABKAsyHi5tb3VudGFpbl9nb2F0cy52MS5Hcm91cFdhc3RlZEgAEjIKCnR1cm5fZW5kZWQYDiABKAsyHC5tb3VudGFpbl9nb2F0cy52MS5UdXJuRW5kZWRIABI4Cg1lbmRfdHJpZ2dlcmVkGA8gASgLMh8ubW91bnRhaW5fZ29hdHMudjEuRW5kVHJpZ2dlcmVkSAASMAoJZ2FtZV9vdmVyGBAgASgLMhsubW91bnRhaW5fZ29hdHMudjEuR2FtZU92ZXJIABI0Cgttb3ZlX3BsYXllZBgRIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLk1vdmVQbGF5ZWRIABI3Cg1jbG9ja19yYW5fb3V0GBIgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuQ2xvY2tSYW5PdXRIABJEChRzZWF0X3Bhc3NlZF90b19ob3VzZRgTIAEoCzIkLm1vdW50YWluX2dvYXRzLnYxLlNlYXRQYXNzZWRUb0hvdXNlSAASOgoOZ2FtZV9jYW5jZWxsZWQYFCABKAsyIC5tb3VudGFpbl9nb2F0cy52MS5HYW1lQ2FuY2VsbGVkSABCBgoEa2luZCIfCg1HYW1lQ2FuY2VsbGVkEg4KBnJlYXNvbhgBIAEoCSIbCgtDbG9ja1Jhbk91dBIMCgRzZWF0GAEgASgNIjMKEVNlYXRQYXNzZWRUb0hvdXNlEgwKBHNlYXQYASABKA0SEAoIc3RyYXRlZ3kYAiABKAkiQQoKTW92ZVBsYXllZBIMCgRzZWF0GAEgASgNEiUKBG1vdmUYAiABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Nb3ZlIi8KClNlYXRKb2luZWQSDAoEc2VhdBgBIAEoDRITCgtwbGF5ZXJfbmFtZRgCIAEoCSIhCgtHYW1lU3RhcnRlZBISCgpmaXJzdF9zZWF0GAEgASgNIk8KCkRpY2VSb2xsZWQSDAoEc2VhdBgBIAEoDRIMCgR0dXJuGAIgASgEEiUKBHJvbGwYAyABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Sb2xsImcKC09uZXNDaGFuZ2VkEgwKBHNlYXQYASABKA0SJQoEZnJvbRgCIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLlJvbGwSIwoCdG8YAyABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Sb2xsIlkKC0dvYXRDbGltYmVkEgwKBHNlYXQYASABKA0SEAoIbW91bnRhaW4YAiABKA0SFQoNZnJvbV9wb3NpdGlvbhgDIAEoDRITCgt0b19wb3NpdGlvbhgEIAEoDSIvCg1TdW1taXRSZWFjaGVkEgwKBHNlYXQYASABKA0SEAoIbW91bnRhaW4YAiABKA0iMQoPR29hdEtub2NrZWREb3duEgwKBHNlYXQYASABKA0SEAoIbW91bnRhaW4YAiABKA0iMQoPUG9pbnRUb2tlblRha2VuEgwKBHNlYXQYASABKA0SEAoIbW91bnRhaW4YAiABKA0iLgoPQm9udXNUb2tlblRha2VuEgwKBHNlYXQYASABKA0SDQoFdmFsdWUYAiABKA0iYwoXR29hdFBsYWNlZE9uQmlnTW91bnRhaW4SDAoEc2VhdBgBIAEoDRIVCg1mcm9tX21vdW50YWluGAIgASgNEhUKDWZyb21fcG9zaXRpb24YAyABKA0SDAoEc3BvdBgEIAEoDSJKChZHb2F0TW92ZWRPbkJpZ01vdW50YWluEgwKBHNlYXQYASABKA0SEQoJZnJvbV9zcG90GAIgASgNEg8KB3RvX3Nwb3QYAyABKA0iYgobR29hdFJldHVybmVkRnJvbUJpZ01vdW50YWluEgwKBHNlYXQYASABKA0SEQoJZnJvbV9zcG90GAIgASgNEhAKCG1vdW50YWluGAMgASgNEhAKCHBvc2l0aW9uGAQgASgNIlgKC0dyb3VwV2FzdGVkEgwKBHNlYXQYASABKA0SCwoDc3VtGAIgASgNEi4KBnJlYXNvbhgDIAEoDjIeLm1vdW50YWluX2dvYXRzLnYxLldhc3RlUmVhc29uIicKCVR1cm5FbmRlZBIMCgRzZWF0GAEgASgNEgwKBHR1cm4YAiABKAQiTAoMRW5kVHJpZ2dlcmVkEi4KB3RyaWdnZXIYASABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5FbmRUcmlnZ2VyEgwKBHR1cm4YAiABKAQiRwoIR2FtZU92ZXISLQoGcmVzdWx0GAEgASgLMh0ubW91bnRhaW5fZ29hdHMudjEuR2FtZVJlc3VsdBIMCgRzZWVkGAIgASgMKm8KCkRpY2VTb3VyY2USGwoXRElDRV9TT1VSQ0VfVU5TUEVDSUZJRUQQABIbChdESUNFX1NPVVJDRV9DSE9TRU5fU0VFRBABEicKI0RJQ0VfU09VUkNFX1NFUlZFUl9TRUVEX0FORF9QTEFZRVJTEAIqjQEKCkdhbWVTdGF0dXMSGwoXR0FNRV9TVEFUVVNfVU5TUEVDSUZJRUQQABIUChBHQU1FX1NUQVRVU19PUEVOEAESFwoTR0FNRV9TVEFUVVNfUExBWUlORxACEhgKFEdBTUVfU1RBVFVTX0ZJTklTSEVEEAMSGQoVR0FNRV9TVEFUVVNfQ0FOQ0VMTEVEEAQqcwoKRW5kVHJpZ2dlchIbChdFTkRfVFJJR0dFUl9VTlNQRUNJRklFRBAAEiEKHUVORF9UUklHR0VSX0JPTlVTX1RPS0VOU19HT05FEAESJQohRU5EX1RSSUdHRVJfVEhSRUVfTU9VTlRBSU5TX0VNUFRZEAIqfQoIVGllQnJlYWsSGQoVVElFX0JSRUFLX1VOU1BFQ0lGSUVEEAASHgoaVElFX0JSRUFLX0dPQVRTX09OX1NVTU1JVFMQARIcChhUSUVfQlJFQUtfSElHSEVTVF9TVU1NSVQQAhIYChRUSUVfQlJFQUtfU0hBUkVEX1dJThADKqcBCgtXYXN0ZVJlYXNvbhIcChhXQVNURV9SRUFTT05fVU5TUEVDSUZJRUQQABIcChhXQVNURV9SRUFTT05fTk9fTU9VTlRBSU4QARIfChtXQVNURV9SRUFTT05fTk9fVE9LRU5TX0xFRlQQAhIbChdXQVNURV9SRUFTT05fU1BPVF9UQUtFThADEh4KGldBU1RFX1JFQVNPTl9OT19HT0FUX05BTUVEEARCeAoUZGV2Lm1vdW50YWluZ29hdHMudjFCCUdhbWVQcm90b1ABWlNnaXRodWIuY29tL21vdW50YWluLWdvYXRzL21vdW50YWluLWdvYXRzL2NsaWVudHMvZ28vbW91bnRhaW5nb2F0c3YxO21vdW50YWluZ29hdHN2MWIGcHJvdG8z",[zt]);var qe=(r=>(r[r.UNSPECIFIED=0]="UNSPECIFIED",r[r.OPEN=1]="OPEN",r[r.PLAYING=2]="PLAYING",r[r.FINISHED=3]="FINISHED",r[r.CANCELLED=4]="CANCELLED",r))(qe||{});var _l=ue("CiRtb3VudGFpbl9nb2F0cy92MS9nYW1lX3NlcnZpY2UucHJvdG8SEW1vdW50YWluX2dvYXRzLnYxIoUBChFDcmVhdGVHYW1lUmVxdWVzdBIvCgdvcHRpb25zGAEgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZU9wdGlvbnMSDAoEc2VlZBgCIAEoDBIxCgtob3VzZV9zZWF0cxgDIAMoCzIcLm1vdW50YWluX2dvYXRzLnYxLkhvdXNlU2VhdCIrCglIb3VzZVNlYXQSDAoEc2VhdBgBIAEoDRIQCghzdHJhdGVneRgCIAEoCSI7ChJDcmVhdGVHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUiHgoOR2V0R2FtZVJlcXVlc3QSDAoEbmFtZRgBIAEoCSI4Cg9HZXRHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUiaAoQTGlzdEdhbWVzUmVxdWVzdBIRCglwYWdlX3NpemUYASABKA0SEgoKcGFnZV90b2tlbhgCIAEoCRItCgZzdGF0dXMYAyABKA4yHS5tb3VudGFpbl9nb2F0cy52MS5HYW1lU3RhdHVzIlQKEUxpc3RHYW1lc1Jlc3BvbnNlEiYKBWdhbWVzGAEgAygLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIXCg9uZXh0X3BhZ2VfdG9rZW4YAiABKAkifwoPSm9pbkdhbWVSZXF1ZXN0EgwKBG5hbWUYASABKAkSEwoLcGxheWVyX25hbWUYAiABKAkSEQoEc2VhdBgDIAEoDUgAiAEBEhIKCnNlYXRfdG9rZW4YBCABKAkSGQoRZGljZV9jb250cmlidXRpb24YBSABKAxCBwoFX3NlYXQiWwoQSm9pbkdhbWVSZXNwb25zZRIlCgRnYW1lGAEgASgLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIMCgRzZWF0GAIgASgNEhIKCnNlYXRfdG9rZW4YAyABKAki1gEKD0ZpbmRHYW1lUmVxdWVzdBIvCgdvcHRpb25zGAEgASgLMh4ubW91bnRhaW5fZ29hdHMudjEuR2FtZU9wdGlvbnMSEwoLcGxheWVyX25hbWUYAiABKAkSEgoKc2VhdF90b2tlbhgDIAEoCRIfChJob3VzZV9maWxsX3NlY29uZHMYBCABKA1IAIgBARIWCg5ob3VzZV9zdHJhdGVneRgFIAEoCRIZChFkaWNlX2NvbnRyaWJ1dGlvbhgGIAEoDEIVChNfaG91c2VfZmlsbF9zZWNvbmRzIlsKEEZpbmRHYW1lUmVzcG9uc2USJQoEZ2FtZRgBIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUSDAoEc2VhdBgCIAEoDRISCgpzZWF0X3Rva2VuGAMgASgJIpABChFTdWJtaXRNb3ZlUmVxdWVzdBIMCgRuYW1lGAEgASgJEiUKBG1vdmUYAiABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5Nb3ZlEh0KEGV4cGVjdGVkX3ZlcnNpb24YAyABKARIAIgBARISCgpyZXF1ZXN0X2lkGAQgASgJQhMKEV9leHBlY3RlZF92ZXJzaW9uImUKElN1Ym1pdE1vdmVSZXNwb25zZRIlCgRnYW1lGAEgASgLMhcubW91bnRhaW5fZ29hdHMudjEuR2FtZRIoCgZldmVudHMYAiADKAsyGC5tb3VudGFpbl9nb2F0cy52MS5FdmVudCIlChVMaXN0TGVnYWxNb3Zlc1JlcXVlc3QSDAoEbmFtZRgBIAEoCSKRAQoWTGlzdExlZ2FsTW92ZXNSZXNwb25zZRIPCgd2ZXJzaW9uGAEgASgEEgwKBHNlYXQYAiABKA0SJQoEcm9sbBgDIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLlJvbGwSMQoLbGVnYWxfbW92ZXMYBCADKAsyHC5tb3VudGFpbl9nb2F0cy52MS5MZWdhbE1vdmUiSQoSUHJldmlld01vdmVSZXF1ZXN0EgwKBG5hbWUYASABKAkSJQoEbW92ZRgCIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLk1vdmUiaAoTUHJldmlld01vdmVSZXNwb25zZRInCgVib2FyZBgBIAEoCzIYLm1vdW50YWluX2dvYXRzLnYxLkJvYXJkEigKBmV2ZW50cxgCIAMoCzIYLm1vdW50YWluX2dvYXRzLnYxLkV2ZW50IkwKEFdhdGNoR2FtZVJlcXVlc3QSDAoEbmFtZRgBIAEoCRIZCgxyZXN1bWVfYWZ0ZXIYAiABKARIAIgBAUIPCg1fcmVzdW1lX2FmdGVyIrYBChFXYXRjaEdhbWVSZXNwb25zZRIzCghzbmFwc2hvdBgBIAEoCzIfLm1vdW50YWluX2dvYXRzLnYxLkdhbWVTbmFwc2hvdEgAEi8KBmNoYW5nZRgCIAEoCzIdLm1vdW50YWluX2dvYXRzLnYxLkdhbWVDaGFuZ2VIABIxCgloZWFydGJlYXQYAyABKAsyHC5tb3VudGFpbl9nb2F0cy52MS5IZWFydGJlYXRIAEIICgZ1cGRhdGUiaAoMR2FtZVNuYXBzaG90EiUKBGdhbWUYASABKAsyFy5tb3VudGFpbl9nb2F0cy52MS5HYW1lEjEKC2xlZ2FsX21vdmVzGAIgAygLMhwubW91bnRhaW5fZ29hdHMudjEuTGVnYWxNb3ZlIqEBCgpHYW1lQ2hhbmdlEg8KB3ZlcnNpb24YASABKAQSKAoGZXZlbnRzGAIgAygLMhgubW91bnRhaW5fZ29hdHMudjEuRXZlbnQSJQoEZ2FtZRgDIAEoCzIXLm1vdW50YWluX2dvYXRzLnYxLkdhbWUSMQoLbGVnYWxfbW92ZXMYBCADKAsyHC5tb3VudGFpbl9nb2F0cy52MS5MZWdhbE1vdmUiRgoJSGVhcnRiZWF0Eg8KB3ZlcnNpb24YASABKAQSKAoEdGltZRgCIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXAiRgoUR2V0V2luQ2hhbmNlc1JlcXVlc3QSDAoEbmFtZRgBIAEoCRIUCgd2ZXJzaW9uGAIgASgESACIAQFCCgoIX3ZlcnNpb24ieAoVR2V0V2luQ2hhbmNlc1Jlc3BvbnNlEg8KB3ZlcnNpb24YASABKAQSEAoIcm9sbG91dHMYAiABKA0SLAoFc2VhdHMYAyADKAsyHS5tb3VudGFpbl9nb2F0cy52MS5TZWF0Q2hhbmNlEg4KBmNhY2hlZBgEIAEoCCJCCgpTZWF0Q2hhbmNlEgwKBHNlYXQYASABKA0SDgoGY2hhbmNlGAIgASgBEhYKDnN0YW5kYXJkX2Vycm9yGAMgASgBIv8BCgdBY2NvdW50EgwKBG5hbWUYASABKAkSFAoMZGlzcGxheV9uYW1lGAIgASgJEikKBnJhdGluZxgDIAEoCzIZLm1vdW50YWluX2dvYXRzLnYxLlJhdGluZxITCgtyYXRlZF9nYW1lcxgEIAEoDRIvCgtjcmVhdGVfdGltZRgFIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASFgoOaG91c2Vfc3RyYXRlZ3kYBiABKAkSEwoLa2V5X3Jldm9rZWQYByABKAgSMgoObGFzdF9nYW1lX3RpbWUYCCABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wIjYKBlJhdGluZxIKCgJtdRgBIAEoARINCgVzaWdtYRgCIAEoARIRCglkaXNwbGF5ZWQYAyABKAEiLAoUQ3JlYXRlQWNjb3VudFJlcXVlc3QSFAoMZGlzcGxheV9uYW1lGAEgASgJIlEKFUNyZWF0ZUFjY291bnRSZXNwb25zZRIrCgdhY2NvdW50GAEgASgLMhoubW91bnRhaW5fZ29hdHMudjEuQWNjb3VudBILCgNrZXkYAiABKAkiIQoRR2V0QWNjb3VudFJlcXVlc3QSDAoEbmFtZRgBIAEoCSJwChJHZXRBY2NvdW50UmVzcG9uc2USKwoHYWNjb3VudBgBIAEoCzIaLm1vdW50YWluX2dvYXRzLnYxLkFjY291bnQSLQoHaGlzdG9yeRgCIAMoCzIcLm1vdW50YWluX2dvYXRzLnYxLlJhdGVkR2FtZSKsAQoJUmF0ZWRHYW1lEgwKBGdhbWUYASABKAkSLAoIZW5kX3RpbWUYAiABKAsyGi5nb29nbGUucHJvdG9idWYuVGltZXN0YW1wEg0KBXBsYWNlGAMgASgNEg8KB3BsYXllcnMYBCABKA0SKQoGcmF0aW5nGAUgASgLMhkubW91bnRhaW5fZ29hdHMudjEuUmF0aW5nEhgKEGRpc3BsYXllZF9jaGFuZ2UYBiABKAEiWAoWTGlzdExlYWRlcmJvYXJkUmVxdWVzdBIRCglwYWdlX3NpemUYASABKA0SEgoKcGFnZV90b2tlbhgCIAEoCRIXCg9pbmNsdWRlX3VucmF0ZWQYAyABKAgifAoXTGlzdExlYWRlcmJvYXJkUmVzcG9uc2USNAoHZW50cmllcxgBIAMoCzIjLm1vdW50YWluX2dvYXRzLnYxLkxlYWRlcmJvYXJkRW50cnkSFwoPbmV4dF9wYWdlX3Rva2VuGAIgASgJEhIKCnRvdGFsX3NpemUYAyABKA0iTQoQTGVhZGVyYm9hcmRFbnRyeRIMCgRyYW5rGAEgASgNEisKB2FjY291bnQYAiABKAsyGi5tb3VudGFpbl9nb2F0cy52MS5BY2NvdW50IioKF1JvdGF0ZUFjY291bnRLZXlSZXF1ZXN0Eg8KB25ld19rZXkYASABKAkiVAoYUm90YXRlQWNjb3VudEtleVJlc3BvbnNlEisKB2FjY291bnQYASABKAsyGi5tb3VudGFpbl9nb2F0cy52MS5BY2NvdW50EgsKA2tleRgCIAEoCSIZChdSZXZva2VBY2NvdW50S2V5UmVxdWVzdCJHChhSZXZva2VBY2NvdW50S2V5UmVzcG9uc2USKwoHYWNjb3VudBgBIAEoCzIaLm1vdW50YWluX2dvYXRzLnYxLkFjY291bnQynQsKC0dhbWVTZXJ2aWNlElkKCkNyZWF0ZUdhbWUSJC5tb3VudGFpbl9nb2F0cy52MS5DcmVhdGVHYW1lUmVxdWVzdBolLm1vdW50YWluX2dvYXRzLnYxLkNyZWF0ZUdhbWVSZXNwb25zZRJQCgdHZXRHYW1lEiEubW91bnRhaW5fZ29hdHMudjEuR2V0R2FtZVJlcXVlc3QaIi5tb3VudGFpbl9nb2F0cy52MS5HZXRHYW1lUmVzcG9uc2USVgoJTGlzdEdhbWVzEiMubW91bnRhaW5fZ29hdHMudjEuTGlzdEdhbWVzUmVxdWVzdBokLm1vdW50YWluX2dvYXRzLnYxLkxpc3RHYW1lc1Jlc3BvbnNlElMKCEpvaW5HYW1lEiIubW91bnRhaW5fZ29hdHMudjEuSm9pbkdhbWVSZXF1ZXN0GiMubW91bnRhaW5fZ29hdHMudjEuSm9pbkdhbWVSZXNwb25zZRJZCgpTdWJtaXRNb3ZlEiQubW91bnRhaW5fZ29hdHMudjEuU3VibWl0TW92ZVJlcXVlc3QaJS5tb3VudGFpbl9nb2F0cy52MS5TdWJtaXRNb3ZlUmVzcG9uc2USZQoOTGlzdExlZ2FsTW92ZXMSKC5tb3VudGFpbl9nb2F0cy52MS5MaXN0TGVnYWxNb3Zlc1JlcXVlc3QaKS5tb3VudGFpbl9nb2F0cy52MS5MaXN0TGVnYWxNb3Zlc1Jlc3BvbnNlElwKC1ByZXZpZXdNb3ZlEiUubW91bnRhaW5fZ29hdHMudjEuUHJldmlld01vdmVSZXF1ZXN0GiYubW91bnRhaW5fZ29hdHMudjEuUHJldmlld01vdmVSZXNwb25zZRJYCglXYXRjaEdhbWUSIy5tb3VudGFpbl9nb2F0cy52MS5XYXRjaEdhbWVSZXF1ZXN0GiQubW91bnRhaW5fZ29hdHMudjEuV2F0Y2hHYW1lUmVzcG9uc2UwARJTCghGaW5kR2FtZRIiLm1vdW50YWluX2dvYXRzLnYxLkZpbmRHYW1lUmVxdWVzdBojLm1vdW50YWluX2dvYXRzLnYxLkZpbmRHYW1lUmVzcG9uc2USYgoNR2V0V2luQ2hhbmNlcxInLm1vdW50YWluX2dvYXRzLnYxLkdldFdpbkNoYW5jZXNSZXF1ZXN0GigubW91bnRhaW5fZ29hdHMudjEuR2V0V2luQ2hhbmNlc1Jlc3BvbnNlEmIKDUNyZWF0ZUFjY291bnQSJy5tb3VudGFpbl9nb2F0cy52MS5DcmVhdGVBY2NvdW50UmVxdWVzdBooLm1vdW50YWluX2dvYXRzLnYxLkNyZWF0ZUFjY291bnRSZXNwb25zZRJZCgpHZXRBY2NvdW50EiQubW91bnRhaW5fZ29hdHMudjEuR2V0QWNjb3VudFJlcXVlc3QaJS5tb3VudGFpbl9nb2F0cy52MS5HZXRBY2NvdW50UmVzcG9uc2USaAoPTGlzdExlYWRlcmJvYXJkEikubW91bnRhaW5fZ29hdHMudjEuTGlzdExlYWRlcmJvYXJkUmVxdWVzdBoqLm1vdW50YWluX2dvYXRzLnYxLkxpc3RMZWFkZXJib2FyZFJlc3BvbnNlEmsKEFJvdGF0ZUFjY291bnRLZXkSKi5tb3VudGFpbl9nb2F0cy52MS5Sb3RhdGVBY2NvdW50S2V5UmVxdWVzdBorLm1vdW50YWluX2dvYXRzLnYxLlJvdGF0ZUFjY291bnRLZXlSZXNwb25zZRJrChBSZXZva2VBY2NvdW50S2V5EioubW91bnRhaW5fZ29hdHMudjEuUmV2b2tlQWNjb3VudEtleVJlcXVlc3QaKy5tb3VudGFpbl9nb2F0cy52MS5SZXZva2VBY2NvdW50S2V5UmVzcG9uc2VCfwoUZGV2Lm1vdW50YWluZ29hdHMudjFCEEdhbWVTZXJ2aWNlUHJvdG9QAVpTZ2l0aHViLmNvbS9tb3VudGFpbi1nb2F0cy9tb3VudGFpbi1nb2F0cy9jbGllbnRzL2dvL21vdW50YWluZ29hdHN2MTttb3VudGFpbmdvYXRzdjFiBnByb3RvMw",[zt,As]);var Rs=es(_l,0);var Cl=e=>async t=>{let n=t.message;return typeof n.name=="string"&&n.name.startsWith("games/")&&t.header.set(xs,Ns(n.name)),e(t)};function Ie(e=location.origin){return vo(Rs,_o({baseUrl:e,interceptors:[Cl]}))}function Et(e){return e.startsWith("games/")?e.slice(6):e}function mn(e){return`/games/${encodeURIComponent(Et(e))}`}function Co(e){return e.startsWith("accounts/")?e.slice(9):e}function pn(e,t=!1){return`${t?"":"/"}#/accounts/${encodeURIComponent(Co(e))}`}var wt="#/ladder",Is="#/";function l(e,t={},...n){let o=document.createElement(e);return Ts(o,t),Vo(o,n),o}var Vl="http://www.w3.org/2000/svg";function w(e,t={},...n){let o=document.createElementNS(Vl,e);return Ts(o,t),Vo(o,n),o}function Ts(e,t){for(let[n,o]of Object.entries(t))o==null||o===!1||(typeof o=="function"?e.addEventListener(n.replace(/^on/,""),o):e.setAttribute(n,o===!0?"":String(o)))}function Vo(e,t){for(let n of t.flat())n==null||n===!1||e.append(typeof n=="number"?String(n):n)}function te(e,...t){e.replaceChildren(),Vo(e,t)}var Gs=`# The viewer's messages, in English (the reference: every other language has
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

## The ladder (ladder.ts)

ladder-link = Ladder
ladder-page-title = Ladder · Mountain Goats
ladder-title = Ladder
ladder-about = Accounts by displayed rating, highest first. The displayed rating is μ − 3σ: the skill estimated from rated games (μ) less three times its uncertainty (σ), so a new account starts at 0 and climbs as it plays.
ladder-show-unrated = Show accounts with no rated game yet
ladder-caption = The ladder: rank, player, rating, rated games, last game
ladder-col-rank = Rank
ladder-col-player = Player
ladder-col-rating = Rating
ladder-col-games = Rated games
ladder-col-last = Last game
ladder-higher = ← Higher
ladder-lower = Lower →
ladder-count = Ranks { $from }–{ $to } of { $total ->
    [one] { $total } account
   *[other] { $total } accounts
}
ladder-empty = No account has finished a rated game yet.
ladder-empty-all = No accounts yet.
ladder-error = Could not read the ladder: { $error }
ladder-never = never
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (skill { $mu }, uncertainty { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Ladder
account-heading = Account
account-page-title = { $name } · Mountain Goats
no-such-account = No such account: { $id }
account-error = Could not read the account: { $error }
account-house = house
    .title = The server's own { $strategy } bot: a fixed anchor of the ladder
account-facts = About the account
account-rating = Rating
account-rated-games = Rated games
account-games-count = { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
account-created = Created
account-last-game = Last rated game
account-key = Key
account-key-active = active
account-key-revoked = revoked: the account can no longer join games
account-key-house = none: played by the server ({ $strategy })
account-chart = Rating over time
account-games = Recent games
account-games-caption = Rated games, newest first
account-games-kept = Only the last { $count } rated games are kept.
account-col-number = #
account-col-game = Game
account-col-ended = Ended
account-col-place = Place
account-col-rating = Rating after
account-col-change = Change
account-no-games = No rated game yet.
account-more-games = Show { $count } more
# $place comes as an ordinal number: its variants are the ordinal categories.
account-place = { $place ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
} of { $players }
chart-axis-games = Rated game
chart-axis-rating = Rating
chart-label = { $name }'s rating over { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
chart-point = Rated game { $number }: { $rating } ({ $change })
chart-summary = Displayed rating { $first } after the first game shown and { $last } after the last; lowest { $low }, highest { $high }.
chart-legend-displayed = displayed rating (μ − 3σ)
chart-legend-band = μ ± σ
`;var Ms=`# Les messages du visualiseur, en français. Les mots du jeu suivent la règle
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
dice-fair-count = dés équitables : graine du serveur + apports de { $contributed } { $contributed ->
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

## The ladder (ladder.ts)

ladder-link = Classement
ladder-page-title = Classement · Mountain Goats
ladder-title = Classement
ladder-about = Les comptes par cote affichée, la plus haute d’abord. La cote affichée est μ − 3σ : le niveau estimé d’après les parties classées (μ) moins trois fois son incertitude (σ) ; un nouveau compte part de 0 et monte en jouant.
ladder-show-unrated = Afficher aussi les comptes sans partie classée
ladder-caption = Le classement : rang, joueur, cote, parties classées, dernière partie
ladder-col-rank = Rang
ladder-col-player = Joueur
ladder-col-rating = Cote
ladder-col-games = Parties classées
ladder-col-last = Dernière partie
ladder-higher = ← Plus haut
ladder-lower = Plus bas →
ladder-count = Rangs { $from } à { $to } sur { $total ->
    [one] { $total } compte
   *[other] { $total } comptes
}
ladder-empty = Aucun compte n’a encore terminé de partie classée.
ladder-empty-all = Aucun compte pour l’instant.
ladder-error = Impossible de lire le classement : { $error }
ladder-never = jamais
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (niveau { $mu }, incertitude { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Classement
account-heading = Compte
account-page-title = { $name } · Mountain Goats
no-such-account = Aucun compte { $id }
account-error = Impossible de lire le compte : { $error }
account-house = maison
    .title = Le robot { $strategy } du serveur : un repère fixe du classement
account-facts = À propos du compte
account-rating = Cote
account-rated-games = Parties classées
account-games-count = { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}
account-created = Créé
account-last-game = Dernière partie classée
account-key = Clé
account-key-active = active
account-key-revoked = révoquée : le compte ne peut plus rejoindre de partie
account-key-house = aucune : joué par le serveur ({ $strategy })
account-chart = La cote au fil des parties
account-games = Parties récentes
account-games-caption = Parties classées, les plus récentes d’abord
account-games-kept = Seules les { $count } dernières parties classées sont conservées.
account-col-number = N°
account-col-game = Partie
account-col-ended = Terminée
account-col-place = Place
account-col-rating = Cote après
account-col-change = Variation
account-no-games = Aucune partie classée pour l’instant.
account-more-games = Afficher { $count } de plus
# $place est un nombre ordinal : ses variantes sont les catégories ordinales.
account-place = { $place ->
    [one] { $place }er
   *[other] { $place }e
} sur { $players }
chart-axis-games = Partie classée
chart-axis-rating = Cote
chart-label = Cote de { $name } sur { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}
chart-point = Partie classée { $number } : { $rating } ({ $change })
chart-summary = Cote affichée { $first } après la première partie montrée et { $last } après la dernière ; la plus basse { $low }, la plus haute { $high }.
chart-legend-displayed = cote affichée (μ − 3σ)
chart-legend-band = μ ± σ
`;var Ls=`# De berichten van de viewer, in het Nederlands. De woorden van het spel volgen
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

## The ladder (ladder.ts)

ladder-link = Ranglijst
ladder-page-title = Ranglijst · Mountain Goats
ladder-title = Ranglijst
ladder-about = Accounts op getoonde rating, de hoogste eerst. De getoonde rating is μ − 3σ: het niveau geschat uit ratingspellen (μ) min drie keer de onzekerheid ervan (σ); een nieuw account begint op 0 en klimt door te spelen.
ladder-show-unrated = Ook accounts zonder ratingspel tonen
ladder-caption = De ranglijst: plaats, speler, rating, ratingspellen, laatste spel
ladder-col-rank = Plaats
ladder-col-player = Speler
ladder-col-rating = Rating
ladder-col-games = Ratingspellen
ladder-col-last = Laatste spel
ladder-higher = ← Hoger
ladder-lower = Lager →
ladder-count = Plaatsen { $from }–{ $to } van { $total ->
    [one] { $total } account
   *[other] { $total } accounts
}
ladder-empty = Nog geen account heeft een ratingspel uitgespeeld.
ladder-empty-all = Nog geen accounts.
ladder-error = Kon de ranglijst niet lezen: { $error }
ladder-never = nooit
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (niveau { $mu }, onzekerheid { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Ranglijst
account-heading = Account
account-page-title = { $name } · Mountain Goats
no-such-account = Geen account { $id }
account-error = Kon het account niet lezen: { $error }
account-house = huis
    .title = De eigen { $strategy }-bot van de server: een vast ijkpunt van de ranglijst
account-facts = Over het account
account-rating = Rating
account-rated-games = Ratingspellen
account-games-count = { $count ->
    [one] { $count } ratingspel
   *[other] { $count } ratingspellen
}
account-created = Gemaakt
account-last-game = Laatste ratingspel
account-key = Sleutel
account-key-active = actief
account-key-revoked = ingetrokken: het account kan niet meer aan spellen meedoen
account-key-house = geen: gespeeld door de server ({ $strategy })
account-chart = Rating in de tijd
account-games = Recente spellen
account-games-caption = Ratingspellen, nieuwste eerst
account-games-kept = Alleen de laatste { $count } ratingspellen worden bewaard.
account-col-number = Nr.
account-col-game = Spel
account-col-ended = Afgelopen
account-col-place = Plaats
account-col-rating = Rating na
account-col-change = Verschil
account-no-games = Nog geen ratingspel.
account-more-games = Nog { $count } tonen
account-place = { $place }e van { $players }
chart-axis-games = Ratingspel
chart-axis-rating = Rating
chart-label = Rating van { $name } over { $count ->
    [one] { $count } ratingspel
   *[other] { $count } ratingspellen
}
chart-point = Ratingspel { $number }: { $rating } ({ $change })
chart-summary = Getoonde rating { $first } na het eerste getoonde spel en { $last } na het laatste; laagste { $low }, hoogste { $high }.
chart-legend-displayed = getoonde rating (μ − 3σ)
chart-legend-band = μ ± σ
`;var _s=`# Komunikaty przeglądarki gier po polsku. Słowa gry jak w polskich zasadach:
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

## The ladder (ladder.ts)

ladder-link = Ranking
ladder-page-title = Ranking · Mountain Goats
ladder-title = Ranking
ladder-about = Konta według wyświetlanego rankingu, od najwyższego. Wyświetlany ranking to μ − 3σ: umiejętność oszacowana na podstawie gier rankingowych (μ) minus trzykrotna niepewność tej oceny (σ); nowe konto zaczyna od 0 i pnie się w górę, grając.
ladder-show-unrated = Pokaż też konta bez gier rankingowych
ladder-caption = Ranking: miejsce, gracz, ranking, gry rankingowe, ostatnia gra
ladder-col-rank = Miejsce
ladder-col-player = Gracz
ladder-col-rating = Ranking
ladder-col-games = Gry rankingowe
ladder-col-last = Ostatnia gra
ladder-higher = ← Wyżej
ladder-lower = Niżej →
ladder-count = Miejsca { $from }–{ $to } z { $total ->
    [one] { $total } konta
    [few] { $total } kont
    [many] { $total } kont
   *[other] { $total } konta
}
ladder-empty = Żadne konto nie ukończyło jeszcze gry rankingowej.
ladder-empty-all = Nie ma jeszcze kont.
ladder-error = Nie udało się odczytać rankingu: { $error }
ladder-never = nigdy
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (umiejętność { $mu }, niepewność { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Ranking
account-heading = Konto
account-page-title = { $name } · Mountain Goats
no-such-account = Nie ma konta { $id }
account-error = Nie udało się odczytać konta: { $error }
account-house = serwer
    .title = Własny bot serwera ({ $strategy }): stały punkt odniesienia rankingu
account-facts = O koncie
account-rating = Ranking
account-rated-games = Gry rankingowe
account-games-count = { $count ->
    [one] { $count } gra rankingowa
    [few] { $count } gry rankingowe
    [many] { $count } gier rankingowych
   *[other] { $count } gry rankingowej
}
account-created = Utworzone
account-last-game = Ostatnia gra rankingowa
account-key = Klucz
account-key-active = aktywny
account-key-revoked = unieważniony: konto nie może już dołączać do gier
account-key-house = brak: gra serwer ({ $strategy })
account-chart = Ranking w czasie
account-games = Ostatnie gry
account-games-caption = Gry rankingowe, najnowsze najpierw
account-games-kept = Przechowywane są tylko ostatnie gry rankingowe ({ $count }).
account-col-number = Nr
account-col-game = Gra
account-col-ended = Zakończona
account-col-place = Miejsce
account-col-rating = Ranking po grze
account-col-change = Zmiana
account-no-games = Nie ma jeszcze gier rankingowych.
account-more-games = Pokaż jeszcze { $count }
account-place = { $place }. miejsce z { $players }
chart-axis-games = Gra rankingowa
chart-axis-rating = Ranking
chart-label = Ranking: { $name }, po { $count ->
    [one] { $count } grze rankingowej
    [few] { $count } grach rankingowych
    [many] { $count } grach rankingowych
   *[other] { $count } grze rankingowej
}
chart-point = Gra rankingowa { $number }: { $rating } ({ $change })
chart-summary = Wyświetlany ranking { $first } po pierwszej pokazanej grze i { $last } po ostatniej; najniższy { $low }, najwyższy { $high }.
chart-legend-displayed = wyświetlany ranking (μ − 3σ)
chart-legend-band = μ ± σ
`;var Cs=`# Повідомлення переглядача українською. Слова гри — як в українських правилах:
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

## The ladder (ladder.ts)

ladder-link = Рейтинг
ladder-page-title = Рейтинг · Mountain Goats
ladder-title = Рейтинг
ladder-about = Облікові записи за показаним рейтингом, від найвищого. Показаний рейтинг — це μ − 3σ: рівень гри, оцінений за рейтинговими іграми (μ), мінус потроєна невизначеність цієї оцінки (σ); новий обліковий запис починає з 0 і піднімається, граючи.
ladder-show-unrated = Показати й облікові записи без рейтингових ігор
ladder-caption = Рейтинг: місце, гравець, рейтинг, рейтингові ігри, остання гра
ladder-col-rank = Місце
ladder-col-player = Гравець
ladder-col-rating = Рейтинг
ladder-col-games = Рейтингові ігри
ladder-col-last = Остання гра
ladder-higher = ← Вище
ladder-lower = Нижче →
ladder-count = Місця { $from }–{ $to } з { $total ->
    [one] { $total } облікового запису
    [few] { $total } облікових записів
    [many] { $total } облікових записів
   *[other] { $total } облікового запису
}
ladder-empty = Жоден обліковий запис ще не завершив рейтингової гри.
ladder-empty-all = Облікових записів ще немає.
ladder-error = Не вдалося прочитати рейтинг: { $error }
ladder-never = ніколи
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (рівень { $mu }, невизначеність { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Рейтинг
account-heading = Обліковий запис
account-page-title = { $name } · Mountain Goats
no-such-account = Немає облікового запису { $id }
account-error = Не вдалося прочитати обліковий запис: { $error }
account-house = сервер
    .title = Власний бот сервера ({ $strategy }): незмінна точка відліку рейтингу
account-facts = Про обліковий запис
account-rating = Рейтинг
account-rated-games = Рейтингові ігри
account-games-count = { $count ->
    [one] { $count } рейтингова гра
    [few] { $count } рейтингові гри
    [many] { $count } рейтингових ігор
   *[other] { $count } рейтингової гри
}
account-created = Створено
account-last-game = Остання рейтингова гра
account-key = Ключ
account-key-active = дійсний
account-key-revoked = відкликаний: обліковий запис більше не може приєднуватися до ігор
account-key-house = немає: грає сервер ({ $strategy })
account-chart = Рейтинг з часом
account-games = Останні ігри
account-games-caption = Рейтингові ігри, найновіші спочатку
account-games-kept = Зберігаються лише останні рейтингові ігри ({ $count }).
account-col-number = №
account-col-game = Гра
account-col-ended = Завершена
account-col-place = Місце
account-col-rating = Рейтинг після
account-col-change = Зміна
account-no-games = Рейтингових ігор ще немає.
account-more-games = Показати ще { $count }
account-place = { $place }-е місце з { $players }
chart-axis-games = Рейтингова гра
chart-axis-rating = Рейтинг
chart-label = Рейтинг: { $name }, за { $count ->
    [one] { $count } рейтингову гру
    [few] { $count } рейтингові гри
    [many] { $count } рейтингових ігор
   *[other] { $count } рейтингової гри
}
chart-point = Рейтингова гра { $number }: { $rating } ({ $change })
chart-summary = Показаний рейтинг { $first } після першої показаної гри і { $last } після останньої; найнижчий { $low }, найвищий { $high }.
chart-legend-displayed = показаний рейтинг (μ − 3σ)
chart-legend-band = μ ± σ
`;var Ws=["en","fr","nl","uk","pl"],Ul={en:"English",fr:"Français",nl:"Nederlands",uk:"Українська",pl:"Polski"},zl={en:Gs,fr:Ms,nl:Ls,uk:Cs,pl:_s},Bs="mountain-goats.lang";function Dl(e){let t=new ht(e,{useIsolating:!1}),n=t.addResource(new yt(zl[e]));for(let o of n)console.warn(`l10n ${e}: ${o.message}`);return t}var Vs=new Map;function Fs(e){let t=Vs.get(e);return t||(t=Dl(e),Vs.set(e,t)),t}var We=new Set;function gn(e){return!!e&&Ws.includes(e)}function Pl(e){for(let t of e){let n=t.toLowerCase().split(/[-_]/)[0];if(gn(n))return n}return"en"}function Zl(){let e=new URLSearchParams(location.search).get("lang");if(gn(e))return e;try{let n=localStorage.getItem(Bs);if(gn(n))return n}catch{}let t=navigator.languages?.length?navigator.languages:[navigator.language];return Pl(t)}var Se="en",fn=[];function Te(){return Se}function Os(e,t=!1){if(Se=e,document.documentElement.lang=e,t)try{localStorage.setItem(Bs,e)}catch{}for(let n of[...fn])n()}function ye(e,t){t?.aborted||(fn.push(e),t?.addEventListener("abort",()=>{let n=fn.indexOf(e);n>=0&&fn.splice(n,1)}))}function Ys(){Os(Zl())}function Us(e,t,n){for(let o of Se==="en"?["en"]:[Se,"en"]){let a=Fs(o).getMessage(e),r=n?a?.attributes[n]:a?.value;if(r){o!==Se&&We.add(`${Se}:${e}${n?`.${n}`:""}`);let s=[],i=Fs(o).formatPattern(r,t,s);for(let c of s)We.add(`${o}:${e}: ${c.message}`);return i}}return We.add(`en:${e}${n?`.${n}`:""}`),e}function u(e,t){return Us(e,t)}function de(e,t,n){return Us(e,n,t)}function zs(e){return new Intl.ListFormat(Se,{style:"long",type:"conjunction"}).formatToParts(e).map(n=>({text:n.value,item:n.type==="element"}))}function bn(e){return new Intl.ListFormat(Se,{style:"long",type:"conjunction"}).format(e)}function Ge(e){let t=l("select",{id:"language",class:"language-select","aria-label":u("language-label")},Ws.map(o=>l("option",{value:o,lang:o,selected:o===Se},Ul[o])));t.addEventListener("change",()=>{gn(t.value)&&Os(t.value,!0)}),ye(()=>{t.value=Se,t.setAttribute("aria-label",u("language-label"))},e);let n=w("svg",{class:"language-icon",width:18,height:18,viewBox:"0 0 20 20","aria-hidden":"true",focusable:"false"},w("circle",{cx:10,cy:10,r:8.5}),w("ellipse",{cx:10,cy:10,rx:3.8,ry:8.5}),w("path",{d:"M1.5 10h17M3 5.5h14M3 14.5h14"}));return l("span",{class:"language"},n,t)}var Kl=20;function oe(e,t=!1){return new Intl.NumberFormat(Te(),{minimumFractionDigits:1,maximumFractionDigits:1,signDisplay:t?"exceptZero":"auto"}).format(e)}function Fo(e){let t=oe(e?.mu??0),n=oe(e?.sigma??0);return l("span",{class:"mu-sigma"},l("span",{"aria-hidden":"true"},u("rating-mu-sigma",{mu:t,sigma:n})),l("span",{class:"visually-hidden"},u("rating-mu-sigma-words",{mu:t,sigma:n})))}function Wo(e){return e.houseStrategy?l("span",{class:"pill house-badge",title:de("account-house","title",{strategy:e.houseStrategy})},u("account-house")):null}function St(e){if(e===void 0)return"";let t=new Date(Number(e)*1e3);return l("time",{datetime:t.toISOString()},t.toLocaleString(Te(),{dateStyle:"medium",timeStyle:"short"}))}function Ds(e,t){let n=Ie(),o=new URLSearchParams(location.hash.split("?")[1]??"").get("unrated")==="1",a=[],r="",s="",i=[],c=()=>u("lobby-loading"),d=l("p",{class:"lobby-status",role:"status"}),p=l("tbody",{id:"ladder"}),y=l("button",{type:"button",class:"ladder-prev",disabled:!0}),S=l("button",{type:"button",class:"ladder-next",disabled:!0}),g=l("span",{class:"page-label"}),f=l("input",{type:"checkbox",id:"ladder-unrated",checked:o}),x=l("label",{for:"ladder-unrated"});y.addEventListener("click",()=>{r=a.pop()??"",I()}),S.addEventListener("click",()=>{a.push(r),r=s,I()}),f.addEventListener("change",()=>{o=f.checked,a.length=0,r="",history.replaceState(null,"",o?"#/ladder?unrated=1":"#/ladder"),I()});let k=Ge(t);function C(){document.title=u("ladder-page-title"),y.textContent=u("ladder-higher"),S.textContent=u("ladder-lower"),g.textContent=u("lobby-page",{page:a.length+1}),x.textContent=u("ladder-show-unrated"),d.textContent=c(),te(e,l("header",{class:"top"},l("a",{href:Is,class:"back"},u("back-to-lobby")),l("h1",{},u("ladder-title")),k),l("section",{class:"ladder","aria-labelledby":"ladder-heading"},l("h2",{id:"ladder-heading",class:"visually-hidden"},u("ladder-title")),l("p",{class:"hint ladder-about"},u("ladder-about")),l("p",{class:"ladder-toggle"},f," ",x),d,l("div",{class:"table-wrap"},l("table",{class:"ladder-table"},l("caption",{class:"visually-hidden"},u("ladder-caption")),l("thead",{},l("tr",{},["ladder-col-rank","ladder-col-player","ladder-col-rating","ladder-col-games","ladder-col-last"].map(v=>l("th",{scope:"col",class:v},u(v))))),p)),l("nav",{class:"pager","aria-label":u("lobby-pages")},y,g,S))),E()}ye(C,t),C();async function I(){try{let v=await n.listLeaderboard({pageSize:Kl,pageToken:r,includeUnrated:o});if(t.aborted)return;s=v.nextPageToken,i=v.entries;let h=i[0]?.rank??0,R=i[i.length-1]?.rank??0,A=v.totalSize;c=()=>i.length?u("ladder-count",{from:h,to:R,total:A}):u(o?"ladder-empty-all":"ladder-empty")}catch(v){if(t.aborted)return;let h=v instanceof Error?v.message:String(v);c=()=>u("ladder-error",{error:h})}y.disabled=a.length===0,S.disabled=s==="",g.textContent=u("lobby-page",{page:a.length+1}),d.textContent=c(),E()}function E(){p.replaceChildren(...i.map(({rank:v,account:h})=>{if(!h)return l("tr",{});let R=h.rating;return l("tr",{"data-account":h.name,"data-rank":v,"data-displayed":R?.displayed??0},l("td",{class:"num ladder-rank"},String(v)),l("th",{scope:"row",class:"ladder-name"},l("a",{href:pn(h.name,!0),"data-account-id":Co(h.name)},h.displayName),h.houseStrategy?[" ",Wo(h)]:null),l("td",{class:"num ladder-rating"},l("strong",{class:"displayed"},oe(R?.displayed??0))," ",Fo(R)),l("td",{class:"num ladder-games","data-label":u("ladder-col-games")},String(h.ratedGames)),l("td",{class:"ladder-last","data-label":u("ladder-col-last")},h.lastGameTime?St(h.lastGameTime.seconds):l("span",{class:"muted"},u("ladder-never"))))}))}I()}function Ps(e){let t=10**Math.floor(Math.log10(e)),n=e/t;return(n<1.5?1:n<3.5?2:n<7.5?5:10)*t}function Xl(e,t,n){t-e<1e-9&&(e-=1,t+=1);let o=Ps((t-e)/n),a=Math.floor(e/o)*o,r=Math.ceil(t/o)*o,s=[];for(let i=a;i<=r+o/2;i+=o)s.push(Math.round(i/o)*o);return{lo:a,hi:r,ticks:s}}function Zs(e,t,n,o){let a=e.length,r=Math.max(260,Math.round(n)),s=r<520?220:260,i={left:50,right:14,top:12,bottom:42},c=r-i.left-i.right,d=s-i.top-i.bottom,p=e.map(T=>({mu:T.rating?.mu??0,sigma:T.rating?.sigma??0,displayed:T.rating?.displayed??0})),y=p.flatMap(T=>[T.displayed,T.mu-T.sigma]),S=p.flatMap(T=>[T.displayed,T.mu+T.sigma]),g=Xl(Math.min(...y),Math.max(...S),s<240?4:5),f=T=>i.left+(a===1?c/2:T/(a-1)*c),x=T=>i.top+(1-(T-g.lo)/(g.hi-g.lo))*d,k=T=>T.toFixed(1),C=g.ticks.map(T=>w("g",{class:`chart-grid${Math.abs(T)<1e-9?" zero":""}`},w("line",{x1:i.left,x2:r-i.right,y1:k(x(T)),y2:k(x(T))}),w("text",{x:i.left-6,y:k(x(T)+4),"text-anchor":"end"},oe(T).replace(/[.,]0$/,"")))),I=t+a-1,E=a<=1?1:Math.max(1,Ps(Math.max(1,(a-1)/Math.max(1,Math.floor(c/56))))),v=new Set([t]);for(let T=Math.ceil(t/E)*E;T<=I;T+=E)(T-t>=E/2||T===t)&&v.add(T);let h=w("g",{class:"chart-axis"},w("line",{x1:i.left,x2:r-i.right,y1:i.top+d,y2:i.top+d}),[...v].map(T=>{let Y=k(f(T-t));return w("g",{},w("line",{x1:Y,x2:Y,y1:i.top+d,y2:i.top+d+4}),w("text",{x:Y,y:i.top+d+17,"text-anchor":"middle"},String(T)))}),w("text",{class:"chart-axis-title",x:i.left+c/2,y:s-4,"text-anchor":"middle"},u("chart-axis-games")),w("text",{class:"chart-axis-title",x:0,y:0,transform:`translate(13 ${k(i.top+d/2)}) rotate(-90)`,"text-anchor":"middle"},u("chart-axis-rating"))),R=a===1?10:0,A=p.map((T,Y)=>`${k(f(Y)+(Y===a-1?R:0))},${k(x(T.mu+T.sigma))}`),L=p.map((T,Y)=>`${k(f(Y)+(Y===a-1?R:0))},${k(x(T.mu-T.sigma))}`).reverse();R&&(A.unshift(`${k(f(0)-R)},${k(x(p[0].mu+p[0].sigma))}`),L.push(`${k(f(0)-R)},${k(x(p[0].mu-p[0].sigma))}`));let b=w("polygon",{class:"chart-band",points:[...A,...L].join(" ")}),$=w("path",{class:"chart-line",d:p.map((T,Y)=>`${Y===0?"M":"L"}${k(f(Y))} ${k(x(T.displayed))}`).join(" "),"data-points":a}),M=a<=120?p.map((T,Y)=>w("circle",{class:"chart-point",cx:k(f(Y)),cy:k(x(T.displayed)),r:a>40?2.5:3.5},w("title",{},u("chart-point",{number:t+Y,rating:oe(T.displayed),change:oe(e[Y].displayedChange,!0)})))):[],W=p.map(T=>T.displayed),H=u("chart-summary",{first:oe(W[0]),last:oe(W[a-1]),low:oe(Math.min(...W)),high:oe(Math.max(...W))}),U=w("svg",{class:"rating-chart",width:r,height:s,viewBox:`0 0 ${r} ${s}`,role:"img","aria-labelledby":"rating-chart-title","aria-describedby":"rating-chart-summary",focusable:"false"},w("title",{id:"rating-chart-title"},u("chart-label",{name:o,count:a})),C,b,h,$,M),ae=T=>w("svg",{class:`chart-swatch ${T}`,width:22,height:12,viewBox:"0 0 22 12","aria-hidden":"true",focusable:"false"},T==="line"?w("line",{x1:1,x2:21,y1:6,y2:6}):w("rect",{x:1,y:1,width:20,height:10}));return l("figure",{class:"chart-figure","data-games":a},U,l("figcaption",{},l("ul",{class:"chart-legend"},l("li",{},ae("line")," ",u("chart-legend-displayed")),l("li",{},ae("band")," ",u("chart-legend-band"))),l("p",{class:"chart-summary",id:"rating-chart-summary"},H)))}var hn=20;function Ks(e,t,n){let o=Ie(),a=`accounts/${t}`,r,s,i=hn,c=Ge(n),d=l("div",{class:"chart-wrap",id:"rating-chart"}),p=0,y=new ResizeObserver(()=>{let f=Math.floor(d.clientWidth);f>0&&f!==p&&S()});y.observe(d),n.addEventListener("abort",()=>y.disconnect());function S(){let f=r?.history??[];if(p=Math.floor(d.clientWidth),!r?.account||p===0)return;if(!f.length){te(d,l("p",{class:"muted"},u("account-no-games")));return}let x=Math.max(1,r.account.ratedGames-f.length+1);te(d,Zs(f,x,Math.min(p,900),r.account.displayName))}function g(){let f=r?.account;if(!f){document.title=u("ladder-page-title"),te(e,l("header",{class:"top"},l("a",{href:wt,class:"back"},u("back-to-ladder")),l("h1",{},u("account-heading")),c),s?l("p",{class:"error",role:"alert"},s.notFound?u("no-such-account",{id:t}):u("account-error",{error:s.detail})):l("p",{class:"lobby-status",role:"status"},u("lobby-loading")));return}document.title=u("account-page-title",{name:f.displayName});let x=f.rating,k=r?.history??[],C=Math.max(1,f.ratedGames-k.length+1),I=k.map((A,L)=>({game:A,number:C+L})).reverse(),E=I.slice(0,i),v=l("button",{type:"button",class:"more-games"},u("account-more-games",{count:Math.min(hn,I.length-E.length)}));v.addEventListener("click",()=>{i+=hn,g(),e.querySelector(`#account-games tr:nth-child(${i-hn+1}) a`)?.focus()});let h=f.houseStrategy?u("account-key-house",{strategy:f.houseStrategy}):f.keyRevoked?u("account-key-revoked"):u("account-key-active"),R=(A,...L)=>[l("dt",{},A),l("dd",{},...L)];te(e,l("header",{class:"top"},l("a",{href:wt,class:"back"},u("back-to-ladder")),l("h1",{class:"account-name"},f.displayName,f.houseStrategy?[" ",Wo(f)]:null),c),l("section",{class:"account-facts","aria-label":u("account-facts")},l("dl",{"data-account":f.name,"data-rated-games":f.ratedGames,"data-key-revoked":String(f.keyRevoked)},R(u("account-rating"),l("strong",{class:"displayed"},oe(x?.displayed??0))," ",Fo(x)),R(u("account-rated-games"),u("account-games-count",{count:f.ratedGames})),R(u("account-created"),St(f.createTime?.seconds)),R(u("account-last-game"),f.lastGameTime?St(f.lastGameTime.seconds):u("ladder-never")),R(u("account-key"),l("span",{class:f.keyRevoked?"key-revoked":""},h)))),l("section",{class:"account-chart","aria-labelledby":"chart-heading"},l("h2",{id:"chart-heading"},u("account-chart")),d),l("section",{class:"account-games","aria-labelledby":"games-heading"},l("h2",{id:"games-heading"},u("account-games")),k.length?[k.length<f.ratedGames?l("p",{class:"hint"},u("account-games-kept",{count:k.length})):null,l("div",{class:"table-wrap"},l("table",{class:"account-games-table"},l("caption",{class:"visually-hidden"},u("account-games-caption")),l("thead",{},l("tr",{},["account-col-number","account-col-game","account-col-ended","account-col-place","account-col-rating","account-col-change"].map(A=>l("th",{scope:"col",class:A},u(A))))),l("tbody",{id:"account-games"},E.map(({game:A,number:L})=>jl(A,L))))),E.length<I.length?l("p",{},v):null]:l("p",{class:"muted"},u("account-no-games")))),S()}ye(g,n),g(),(async()=>{try{r=await o.getAccount({name:a})}catch(f){s={notFound:f instanceof F&&(f.code===G.NotFound||f.code===G.InvalidArgument),detail:f instanceof Error?f.message:String(f)}}n.aborted||g()})()}function jl(e,t){let n=e.displayedChange,o=n>.05?"up":n<-.05?"down":"same";return l("tr",{"data-game":e.game,"data-place":e.place,"data-number":t},l("td",{class:"num account-col-number"},String(t)),l("th",{scope:"row"},l("a",{href:mn(e.game)},l("code",{},Et(e.game)))),l("td",{class:"account-col-ended"},St(e.endTime?.seconds)),l("td",{class:`place${e.place===1?" won":""}`},u("account-place",{place:Jl(e.place),players:e.players})),l("td",{class:"num rating-after","data-label":u("account-col-rating")},oe(e.rating?.displayed??0)),l("td",{class:`num change ${o}`},l("span",{"aria-hidden":"true"},o==="up"?"▲ ":o==="down"?"▼ ":""),oe(n,!0)))}function Jl(e){return new ee(e,{type:"ordinal"})}var Hl=["blue","orange","green","purple","yellow"],Be=["circle","triangle","square","diamond","star"];function Me(e){let t=e?.seats??[],n=new Map;for(let o of t)o.taken&&n.set(o.playerName,(n.get(o.playerName)??0)+1);return t.map(o=>{if(!o.taken)return u("seat",{seat:o.index+1});let a=[];return o.houseStrategy&&a.push(u(Ql(o.playerName,o.houseStrategy)?"seat-note-house":"seat-note-house-bot")),(n.get(o.playerName)??0)>1&&a.push(u("seat-note-seat",{seat:o.index+1})),a.length?`${o.playerName} (${a.join(", ")})`:o.playerName})}function Ql(e,t){let n=e.toLowerCase(),o=`${t.toLowerCase()} bot`;return n===o||n.startsWith(`${o} `)&&/^\d+$/.test(n.slice(o.length+1))}function J(e,t){return e[t]??u("seat",{seat:t+1})}var Xs={circle:e=>["circle",{cx:e/2,cy:e/2,r:e/2-1.5}],triangle:e=>["polygon",{points:`${e/2},1.5 ${e-1.5},${e-1.5} 1.5,${e-1.5}`}],square:e=>["rect",{x:2,y:2,width:e-4,height:e-4}],diamond:e=>["polygon",{points:`${e/2},1 ${e-1},${e/2} ${e/2},${e-1} 1,${e/2}`}],star:e=>{let t=[];for(let n=0;n<10;n++){let o=n%2===0?e/2-1:e/4.6,a=-Math.PI/2+n*Math.PI/5;t.push(`${(e/2+o*Math.cos(a)).toFixed(2)},${(e/2+.6+o*Math.sin(a)).toFixed(2)}`)}return["polygon",{points:t.join(" ")}]}};function Oe(e,t=18){let n=Be[e%Be.length],[o,a]=Xs[n](t);return w("svg",{class:`mark seat-${e%Hl.length}`,width:t,height:t,viewBox:`0 0 ${t} ${t}`,"aria-hidden":"true",focusable:"false"},w(o,{...a,class:"mark-shape"}))}function yn(e){return u(`seat-look-${e%Be.length}`)}function vn(e,t){let n=Be[e%Be.length],[o,a]=Xs[n](t);return w(o,{...a,class:"mark-shape"})}var ql=1500,wn=class{constructor(t,n,o){this.client=t;this.name=n;this.changed=o;this.known=new Map;this.start=1;this.pending=new Set;this.wanted=0;this.last=0;this.busy=!1;this.retryAt=0;this.stopped=!1}want(t,n,o){this.last=Math.max(this.last,n),this.start=Math.max(this.start,o),this.wanted=t,this.pump()}stop(){this.stopped=!0,window.clearTimeout(this.timer)}at(t){return this.known.get(t)??void 0}next(){let t=n=>n>=this.start&&n<=this.last&&!this.known.has(n)&&!this.pending.has(n);if(t(this.wanted))return this.wanted;for(let n=this.last;n>=this.start;n--)if(t(n))return n}pump(){if(this.stopped||this.busy)return;let t=this.retryAt-Date.now();if(t>0){window.clearTimeout(this.timer),this.timer=window.setTimeout(()=>this.pump(),t);return}let n=this.next();n!==void 0&&(this.busy=!0,this.pending.add(n),this.ask(n).finally(()=>{this.pending.delete(n),this.busy=!1,this.pump()}))}async ask(t){try{let n=await this.client.getWinChances({name:this.name,version:BigInt(t)});this.known.set(t,{version:t,chances:n.seats.map(o=>o.chance),errors:n.seats.map(o=>o.standardError),rollouts:n.rollouts})}catch(n){let o=n instanceof F?n.code:G.Unknown;if(o===G.FailedPrecondition)this.known.set(t,null),this.start=Math.max(this.start,t+1);else if(o===G.Unavailable||o===G.ResourceExhausted||o===G.Unknown||o===G.DeadlineExceeded){this.retryAt=Date.now()+ql;return}else{this.known.set(t,null);return}}this.changed(t)}};function Ae(e,t=0){return new Intl.NumberFormat(Te(),{style:"percent",maximumFractionDigits:t}).format(e)}function Bo(e,t){for(let n of e.querySelectorAll(".player .chance")){let o=Number(n.closest(".player")?.dataset.seat??-1),a=t?.chances[o];if(!t||a===void 0){n.hidden=!0,n.textContent="",n.dataset.chance="",n.removeAttribute("title"),n.removeAttribute("aria-label");continue}n.hidden=!1,n.textContent=Ae(a),n.dataset.chance=String(a),n.dataset.version=String(t.version);let r={chance:Ae(a),error:Ae(t.errors[o]??0,1),rollouts:t.rollouts};n.title=t.rollouts>0?de("chance-seat","title",r):de("chance-seat-final","title",r),n.setAttribute("aria-label",n.title)}}var js=["","7 3","2 3","9 3 2 3","4 2"],En=320,$t=150,se={left:34,right:14,top:10,bottom:22};function Js(e,t,n,o){let a=[...e.known.entries()].filter(I=>I[1]!==null&&I[1].chances.length===t).sort((I,E)=>I[0]-E[0]);if(!a.length)return{figure:l("p",{class:"hint"},u("win-chances-soon")),points:0};let r=a[0][0],s=a[a.length-1][0],i=Math.max(1,s-r),c=I=>se.left+(I-r)/i*(En-se.left-se.right),d=I=>se.top+(1-I)*($t-se.top-se.bottom),p=[0,.25,.5,.75,1].map(I=>w("g",{class:"chances-grid"},w("line",{x1:se.left,x2:En-se.right,y1:d(I),y2:d(I)}),w("text",{x:se.left-4,y:d(I)+3.5,"text-anchor":"end"},Ae(I)))),y=w("g",{class:"chances-axis"},w("text",{x:se.left,y:$t-6,"text-anchor":"start"},u("chances-version",{version:r})),w("text",{x:En-se.right,y:$t-6,"text-anchor":"end"},u("chances-version",{version:s}))),S=o>=r&&o<=s?w("line",{class:"chances-now",x1:c(o),x2:c(o),y1:se.top,y2:$t-se.bottom}):null,g=[],f=[];for(let I=0;I<t;I++){let E=a.map(([$,M])=>[$,M.chances[I]??0]),v=E.map(([$,M])=>`${c($).toFixed(1)},${d(M).toFixed(1)}`).join(" "),[h,R]=E[E.length-1],A=9,L=js[I%js.length];g.push(w("g",{class:`chances-seat seat-${I%Be.length}`,"data-seat":I},w("polyline",{class:"chances-casing",points:v}),w("polyline",{class:"chances-line",points:v,"data-seat":I,"stroke-dasharray":L||null}),w("g",{transform:`translate(${(c(h)-A/2).toFixed(1)} ${(d(R)-A/2).toFixed(1)})`},vn(I,A))));let b=E.map(([,$])=>$);f.push(u("chances-plot-seat",{name:J(n,I),look:yn(I),now:Ae(R),low:Ae(Math.min(...b)),high:Ae(Math.max(...b))}))}let x=u("chances-plot-label",{from:r,to:s,count:a.length}),k=w("svg",{class:"chances-svg",viewBox:`0 0 ${En} ${$t}`,role:"img","aria-labelledby":"chances-plot-title","aria-describedby":"chances-summary",focusable:"false"},w("title",{id:"chances-plot-title"},x),p,y,S,g);return{figure:l("figure",{class:"chances-figure","data-versions":a.length,"data-from":r,"data-to":s},k,l("figcaption",{},l("ul",{class:"chances-summary",id:"chances-summary"},f.map(I=>l("li",{},I))))),points:a.length}}function Oo(e){return(e?.dice??[]).join(", ")}function kt(e,t){return t.reduce((n,o)=>n+(e.faces[o]??0),0)}function tu(e){return e?e.groups.length===0?u("ev-move-declined"):e.groups.map(t=>`${t.dice.map(n=>e.faces[n]??"?").join("+")} = ${kt(e,t.dice)}`).join(", "):u("ev-move-nothing")}function Sn(e){switch(e){case 1:return u("end-why-bonus");case 2:return u("end-why-mountains");default:return u("end-why-other")}}function nu(e){switch(e){case 1:return u("waste-no-mountain");case 2:return u("waste-no-tokens");case 3:return u("waste-spot-taken");case 4:return u("waste-no-goat");default:return u("waste-unknown")}}function Yo(e,t){let n=a=>J(t,a),o=e.kind;switch(o.case){case"seatJoined":return u("ev-seat-joined",{name:o.value.playerName,seat:o.value.seat+1});case"gameStarted":return u("ev-game-started",{name:n(o.value.firstSeat)});case"diceRolled":return u("ev-dice-rolled",{turn:Number(o.value.turn)+1,name:n(o.value.seat),dice:Oo(o.value.roll)});case"onesChanged":return u("ev-ones-changed",{name:n(o.value.seat),from:Oo(o.value.from),to:Oo(o.value.to)});case"movePlayed":return u("ev-move-played",{name:n(o.value.seat),groups:tu(o.value.move)});case"goatClimbed":return u("ev-goat-climbed",{name:n(o.value.seat),mountain:o.value.mountain,step:o.value.toPosition});case"summitReached":return u("ev-summit-reached",{name:n(o.value.seat),mountain:o.value.mountain});case"goatKnockedDown":return u("ev-knocked-down",{name:n(o.value.seat),mountain:o.value.mountain});case"pointTokenTaken":return u("ev-point-token",{name:n(o.value.seat),mountain:o.value.mountain});case"bonusTokenTaken":return u("ev-bonus-token",{name:n(o.value.seat),value:o.value.value});case"goatPlacedOnBigMountain":return u("ev-placed-big",{name:n(o.value.seat),mountain:o.value.fromMountain,spot:o.value.spot});case"goatMovedOnBigMountain":return u("ev-moved-big",{name:n(o.value.seat),from:o.value.fromSpot,to:o.value.toSpot});case"goatReturnedFromBigMountain":return u("ev-returned-big",{name:n(o.value.seat),spot:o.value.fromSpot,mountain:o.value.mountain,step:o.value.position});case"groupWasted":return u("ev-wasted",{name:n(o.value.seat),sum:o.value.sum,why:nu(o.value.reason)});case"turnEnded":return u("ev-turn-ended",{name:n(o.value.seat)});case"endTriggered":return u("ev-end-triggered",{why:Sn(o.value.trigger)});case"gameOver":return u("ev-game-over");case"gameCancelled":return o.value.reason==="EXPIRED"?u("ev-game-cancelled"):u("ev-game-cancelled-other",{reason:o.value.reason});case"clockRanOut":return u("ev-clock",{name:n(o.value.seat)});case"seatPassedToHouse":return u("ev-house",{name:n(o.value.seat),strategy:o.value.strategy});default:return u("ev-unknown")}}async function Uo(e){return globalThis.crypto?.subtle?new Uint8Array(await crypto.subtle.digest("SHA-256",e)):cu(e)}function ou(e){return Array.from(e,t=>t.toString(16).padStart(2,"0")).join("")}async function au(e,t){if(t.every(s=>s.length===0))return e;let n=e.length+t.reduce((s,i)=>s+4+i.length,0),o=new Uint8Array(n),a=new DataView(o.buffer);o.set(e);let r=e.length;for(let s of t)a.setUint32(r,s.length),o.set(s,r+4),r+=4+s.length;return Uo(o)}async function ru(e){return e.diceSource===2?au(e.seed,e.seats.map(t=>t.diceContribution)):e.seed}async function su(e,t){let n=[],o=new Uint8Array(e.length+12);o.set(e);let a=new DataView(o.buffer,e.length,12);a.setBigUint64(0,t);for(let r=0;n.length<4;r++){a.setUint32(8,r);for(let s of await Uo(o))if(s<252&&(n.push(s%6+1),n.length===4))break}return n}async function Qs(e,t){let n=e.seedSha256;if(e.seed.length===0)return{ok:!1,rolls:0,problem:"the seed is not revealed"};let o=ou(await Uo(e.seed));if(o!==n.toLowerCase())return{ok:!1,rolls:0,problem:`SHA-256(seed) is ${o}, but the game committed to ${n}`};let a=await ru(e),r=0;for(let[s,i]of[...t].sort((c,d)=>c[0]<d[0]?-1:1)){let c=await su(a,s);if(i.length!==4||i.some((d,p)=>d!==c[p]))return{ok:!1,rolls:r,problem:`turn ${s+1n}: the server rolled ${i.join(", ")}, the seed gives ${c.join(", ")}`};r++}return{ok:!0,rolls:r}}var iu=new Uint32Array([1116352408,1899447441,3049323471,3921009573,961987163,1508970993,2453635748,2870763221,3624381080,310598401,607225278,1426881987,1925078388,2162078206,2614888103,3248222580,3835390401,4022224774,264347078,604807628,770255983,1249150122,1555081692,1996064986,2554220882,2821834349,2952996808,3210313671,3336571891,3584528711,113926993,338241895,666307205,773529912,1294757372,1396182291,1695183700,1986661051,2177026350,2456956037,2730485921,2820302411,3259730800,3345764771,3516065817,3600352804,4094571909,275423344,430227734,506948616,659060556,883997877,958139571,1322822218,1537002063,1747873779,1955562222,2024104815,2227730452,2361852424,2428436474,2756734187,3204031479,3329325298]);function cu(e){let t=e.length,n=new Uint8Array(Math.ceil((t+9)/64)*64);n.set(e),n[t]=128;let o=new DataView(n.buffer);o.setUint32(n.length-8,Math.floor(t/536870912)),o.setUint32(n.length-4,t*8>>>0);let a=new Uint32Array([1779033703,3144134277,1013904242,2773480762,1359893119,2600822924,528734635,1541459225]),r=new Uint32Array(64),s=(d,p)=>d>>>p|d<<32-p;for(let d=0;d<n.length;d+=64){for(let E=0;E<16;E++)r[E]=o.getUint32(d+E*4);for(let E=16;E<64;E++){let v=s(r[E-15],7)^s(r[E-15],18)^r[E-15]>>>3,h=s(r[E-2],17)^s(r[E-2],19)^r[E-2]>>>10;r[E]=r[E-16]+v+r[E-7]+h>>>0}let[p,y,S,g,f,x,k,C]=a;for(let E=0;E<64;E++){let v=C+(s(f,6)^s(f,11)^s(f,25))+(f&x^~f&k)+iu[E]+r[E]>>>0,h=(s(p,2)^s(p,13)^s(p,22))+(p&y^p&S^y&S)>>>0;[C,k,x,f,g,S,y,p]=[k,x,f,g+v>>>0,S,y,p,v+h>>>0]}let I=[p,y,S,g,f,x,k,C];for(let E=0;E<8;E++)a[E]=a[E]+I[E]>>>0}let i=new Uint8Array(32),c=new DataView(i.buffer);for(let d=0;d<8;d++)c.setUint32(d*4,a[d]);return i}var $n=class{constructor(t,n,o){this.client=t;this.name=n;this.listener=o;this.entries=[];this.seen=[];this.reconnects=0;this.gaps=0;this.stopped=!1}get last(){return this.entries.length}get latest(){return this.entries[this.entries.length-1]}get finished(){return this.latest?.game.status===3}get cancelled(){return this.latest?.game.status===4}get over(){return this.finished||this.cancelled}dropStream(){this.current?.abort(new Error("dropped on purpose"))}stop(){this.stopped=!0,this.current?.abort(new Error("stopped"))}async run(){let t=250,n=!0;for(;!this.stopped&&!this.over;){this.listener.onConnection(n?"connecting":"reconnecting"),n||this.reconnects++,n=!1;let o=new AbortController;this.current=o;try{let a=this.client.watchGame({name:this.name,resumeAfter:BigInt(this.last)},{signal:o.signal}),r=!0;for await(let s of a){t=250,this.listener.onConnection("live");let i=s.update;if(i.case==="change"){let c=i.value,d=Number(c.version);if(d<=this.last)continue;if(d!==this.last+1||!c.game){this.gaps++,r=!1,o.abort(new Error(`gap: v${d} after v${this.last}`));break}this.add({version:d,game:c.game,events:c.events,fromSnapshot:!1})}else if(i.case==="snapshot"){let c=i.value.game;if(!c)continue;let d=Number(c.version);if(d<=this.last)continue;d!==this.last+1&&this.gaps++,this.add({version:d,game:c,events:[],fromSnapshot:!0})}else if(i.case==="heartbeat"&&Number(i.value.version)>this.last){this.gaps++,r=!1,o.abort(new Error("behind the heartbeat"));break}}r&&!this.over&&!this.stopped&&(this.listener.onConnection("reconnecting","the stream ended"),await qs(t+Math.random()*t),t=Math.min(t*2,5e3))}catch(a){if(this.stopped)break;let r=F.from(a);if(r.code===G.NotFound||r.code===G.InvalidArgument){this.listener.onConnection("ended",r.rawMessage);return}o.signal.aborted||(this.listener.onConnection("reconnecting",r.rawMessage),await qs(t+Math.random()*t),t=Math.min(t*2,5e3))}}this.current=void 0,this.stopped||this.listener.onConnection("ended")}add(t){this.entries[t.version-1]=t,this.seen.push(t.version),this.listener.onEntry(t)}rolls(){let t=new Map;for(let n of this.entries)for(let o of n?.events??[])o.kind.case==="diceRolled"&&t.set(o.kind.value.turn,[...o.kind.value.roll?.dice??[]]);return t}hasHoles(){return this.entries.some(t=>!t||t.fromSnapshot)}async refill(){let t=this.client.watchGame({name:this.name,resumeAfter:0n});for await(let n of t){if(n.update.case!=="change")continue;let o=n.update.value,a=Number(o.version);o.game&&a>=1&&a<=this.entries.length&&(this.entries[a-1]={version:a,game:o.game,events:o.events,fromSnapshot:!1})}}};function qs(e){return new Promise(t=>setTimeout(t,e))}var Zo={5:4,6:4,7:3,8:3,9:2,10:2},Ko=Array.from({length:14},(e,t)=>11+t),ei=[15,12,9,6],zo=160,Le=44,ti=74,oi=20,lu=14,uu=42,du=96,et=30,kn=22;function Do(e,t){return ti-(ti-oi)*e/t}function ai(e,t,n,o){let a=e.board,r=new Map,s=o*zo,i=w("svg",{class:"board-svg","aria-hidden":"true",focusable:"false"});i.append(w("defs",{},w("marker",{id:"arrow",viewBox:"0 0 10 10",refX:8,refY:5,markerWidth:7,markerHeight:7,orient:"auto-start-reverse"},w("path",{d:"M0,0 L10,5 L0,10 z",class:"arrow-head"}))));let c=a?.mountains??[],d=o===6?[[5,6,7,8,9,10]]:[[5,6,7],[8,9,10]],p=new Map,y=0,S=0;d.forEach((E,v)=>{let h=Math.max(...E.map(A=>(Zo[A]??2)+1)),R=y+lu+h*Le;E.forEach((A,L)=>p.set(A,{cx:L*zo+zo/2,baseY:R,height:Zo[A]??2})),y=R+uu,v===0&&(S=y,y+=du)});let g=new Map;for(let E of a?.players??[])for(let v of E.goats)if(v.place.case==="mountain"){let h=`${v.place.value.number}:${v.place.value.position}`;g.set(h,[...g.get(h)??[],E.seat])}let f={land:w("g",{class:"land"}),tray:w("g",{class:"tray"}),pieces:w("g",{class:"pieces"})};for(let E of c){let v=p.get(E.number);if(!v)continue;let h=E.height||v.height,R=h+1,{cx:A,baseY:L}=v,b=w("g",{class:"mountain","data-mountain":E.number});for(let M=0;M<=h;M++){let W=L-M*Le,H=W-Le,U=Do(M,R),ae=Do(M+1,R),T=M===h?"summit":M===0?"foot":`step${M%2}`;b.append(w("polygon",{class:`band band-${T}`,points:`${A-U},${W} ${A-ae},${H} ${A+ae},${H} ${A+U},${W}`})),M>0&&M<h&&b.append(w("text",{class:"step-number",x:A-U+8,y:W-Le/2+4},String(M)));let Y=g.get(`${E.number}:${M}`)??[];if(M===h)for(let z of Y){let K={x:A,y:W-Le/2+2};f.pieces.append(Po(z,`${z}:m:${E.number}`,K,kn+6,n,!0)),r.set(`${z}:m:${E.number}`,K)}else{let z=2*Do(M+.5,R)-14;mu(Y,A,W-Le/2,z).forEach(({seat:K,at:tt,size:Nn})=>{f.pieces.append(Po(K,`${K}:m:${E.number}`,tt,Nn,n,!1)),r.set(`${K}:m:${E.number}`,tt)})}}b.append(w("rect",{class:"badge",x:A-19,y:L+5,width:38,height:30,rx:7}),w("text",{class:"badge-text",x:A,y:L+27},String(E.number)));let $=L-(h+1)*Le;b.append(pu(E.number,E.pointTokensLeft,A+oi+34,$+14)),f.land.append(b)}let x=a?.bonusTokensLeft??[],k=w("g",{class:"bonus-tokens"});ei.forEach((E,v)=>{let h=s-22-(ei.length-1-v)*38;k.append(fu(E,x.includes(E),h,24))}),f.land.append(k);let C=y,I=new Map;if(e.options?.bigMountain){let E=o===6?14:7,v=o===6?128:100,h=Ko.length/E,R=y+6,A=w("g",{class:"big-mountain"}),L=new Map((a?.bigMountain??[]).map(b=>[b.spot,b.seat]));for(let b=0;b<h;b++){let $=R+(h-b)*v,M=Ko.slice(b*E,(b+1)*E),W=(s-80)/(E-1),H=o===6?58:30,U={x:40,y:$-46},ae={x:40+(E-1)*W,y:$-46-H};A.append(w("polygon",{class:"band band-step1",points:`4,${$} 4,${U.y+26} ${ae.x+36},${ae.y+26} ${s-4},${ae.y+26} ${s-4},${$}`})),M.forEach((T,Y)=>{let z={x:U.x+Y*W,y:U.y-H*Y/(E-1)};I.set(T,z),A.append(w("circle",{class:"spot",cx:z.x,cy:z.y,r:16,"data-spot":T}),w("text",{class:"spot-number",x:z.x,y:z.y+37},String(T)));let K=L.get(T);K!==void 0&&(f.pieces.append(Po(K,`${K}:b:${T}`,z,kn,n,!1)),r.set(`${K}:b:${T}`,z))})}A.append(w("text",{class:"big-title",x:s-12,y:R+h*v-9},u("big-mountain"))),f.land.append(A),C=R+h*v}return gu(f.tray,e,t,p,I,S,s,o),i.append(f.land,f.tray,f.pieces),i.setAttribute("viewBox",`0 0 ${s} ${C+4}`),{svg:i,positions:r,words:hu(e,n)}}function mu(e,t,n,o){if(!e.length)return[];let a=Math.max(1,Math.floor(o/(kn+3))),r=e.length<=a?1:2,s=r===1?kn:20,i=Math.ceil(e.length/r),c=Math.min(s+3,o/i);return e.map((d,p)=>{let y=Math.floor(p/i),S=p%i,g=y===r-1?e.length-y*i:i,f=t+(S-(g-1)/2)*c,x=r===1?n+2:n-10+y*21;return{seat:d,at:{x:f,y:x},size:s}})}function Po(e,t,n,o,a,r){let s=w("g",{class:`goat-piece seat-${e%5}`},w("ellipse",{class:"goat-shadow",cx:0,cy:o/2-1,rx:o/2,ry:3}),w("g",{transform:`translate(${-o/2},${-o/2})`},vn(e,o)),r?w("path",{class:"crown",d:`M-8,${-o/2-3} l0,-8 l4,4 l4,-6 l4,6 l4,-4 l0,8 z`}):null);return w("g",{class:`goat${r?" king":""}`,"data-goat":t,"data-seat":e,transform:`translate(${n.x},${n.y})`},w("title",{},J(a,e)),s)}function pu(e,t,n,o){let a=w("g",{class:`stack${t?"":" empty"}`,"data-stack":e,"data-left":t}),r=Math.min(t,5);for(let s=r-1;s>=1;s--)a.append(w("circle",{class:"chip",cx:n,cy:o+s*3.5,r:14}));return a.append(w("circle",{class:t?"chip top":"chip none",cx:n,cy:o,r:14}),w("text",{class:"chip-value",x:n,y:o+5},String(e)),w("text",{class:"chip-count",x:n,y:o+14+r*3.5+13},`×${t}`)),a}function fu(e,t,n,o){let r=Array.from({length:6},(s,i)=>{let c=Math.PI/3*i+Math.PI/6;return`${(n+17*Math.cos(c)).toFixed(1)},${(o+17*Math.sin(c)).toFixed(1)}`}).join(" ");return w("g",{class:`bonus${t?"":" taken"}`,"data-bonus-slot":e},w("polygon",{class:"bonus-shape",points:r}),t?w("text",{class:"bonus-value",x:n,y:o+5},String(e)):null)}function gu(e,t,n,o,a,r,s,i){let c=n.find(v=>v.kind.case==="movePlayed");if(!c||c.kind.case!=="movePlayed"||!c.kind.value.move)return;let d=c.kind.value.seat,p=c.kind.value.move,y=n.find(v=>v.kind.case==="onesChanged"),S=y&&y.kind.case==="onesChanged"?y.kind.value.from?.dice:void 0;e.setAttribute("data-seat",String(d));let g=t.options?.bigMountain??!1,f=new Set(n.flatMap(v=>v.kind.case==="groupWasted"?[v.kind.value.sum]:[])),k=[...p.groups.map(v=>{let h=kt(p,v.dice),R,A=!1,L=o.get(h);if(L&&!f.has(h))if(L.baseY<r)R={x:L.cx,y:L.baseY+37};else{let $=L.baseY-(L.height+1)*Le;R={x:L.cx,y:$-4},A=!0}else if(g&&a.has(h)&&!f.has(h)&&i===6){let $=a.get(h);$&&(R={x:$.x,y:$.y-18}),A=!0}let b=v.dice.length*(et+4)+6;return{grp:v,sum:h,target:R,below:A,w:b,x:R?R.x-b/2:s,dice:v.dice}})].sort((v,h)=>v.x-h.x),C=6;for(let v of k)v.x=Math.max(v.x,C),C=v.x+v.w+10;let I=C-10-(s-6);for(let v=k.length-1;v>=0&&I>0;v--){let h=Math.min(I,k[v].x-(v>0?k[v-1].x+k[v-1].w+10:6));for(let R=v;R<k.length;R++)k[R].x-=Math.max(0,h);I-=Math.max(0,h)}let E=r+34;for(let v of k){let h=w("g",{class:`group${v.target?"":" wasted"}`,"data-sum":v.sum});h.append(w("rect",{class:"group-box",x:v.x,y:E-4,width:v.w,height:et+8,rx:6})),v.dice.forEach((A,L)=>{let b=p.faces[A]??1,$=S!==void 0&&S[A]!==b;h.append(ri(b,v.x+5+L*(et+4),E,et,$))});let R=v.x+v.w/2;if(h.append(w("text",{class:"group-sum",x:R,y:E+et+24},v.target?`= ${v.sum}`:`= ${v.sum} ✗`)),v.target){let A=v.below?{x:R,y:E+et+30}:{x:R,y:E-5},L=v.target,b=(L.y-A.y)/2;h.append(w("path",{class:"connector",d:`M${A.x},${A.y} C${A.x},${A.y+b} ${L.x},${L.y-b} ${L.x},${L.y}`,"marker-end":"url(#arrow)"}))}e.append(h)}}var bu={1:[[.5,.5]],2:[[.25,.25],[.75,.75]],3:[[.25,.25],[.5,.5],[.75,.75]],4:[[.25,.25],[.75,.25],[.25,.75],[.75,.75]],5:[[.25,.25],[.75,.25],[.5,.5],[.25,.75],[.75,.75]],6:[[.25,.22],[.75,.22],[.25,.5],[.75,.5],[.25,.78],[.75,.78]]};function ri(e,t,n,o,a=!1){return w("g",{class:`die-face${a?" changed":""}`,"data-face":e},w("rect",{class:"die-body",x:t+1,y:n+1,width:o-2,height:o-2,rx:o/6}),(bu[e]??[]).map(([r,s])=>w("circle",{class:"pip",cx:t+r*o,cy:n+s*o,r:o/11})))}function Xo(e,t=28,n){return w("svg",{class:"dice-svg",width:e.length*(t+4),height:t,viewBox:`0 0 ${e.length*(t+4)} ${t}`,"aria-hidden":"true",focusable:"false"},e.map((o,a)=>ri(o,a*(t+4),0,t,n!==void 0&&n[a]!==o)))}function hu(e,t){let n=e.board,o=[];for(let a of n?.mountains??[]){let r=a.height||Zo[a.number]||0,s=[];for(let i=r;i>=0;i--){let c=(n?.players??[]).filter(p=>p.goats.some(y=>y.place.case==="mountain"&&y.place.value.number===a.number&&y.place.value.position===i)).map(p=>J(t,p.seat)),d=i===r?u("place-summit"):i===0?u("place-foot"):u("place-step",{step:i});s.push(l("li",{},c.length?u("place-goats",{place:d,names:bn(c)}):u("place-empty",{place:d})))}o.push(l("li",{"data-mountain":a.number},`${u("mountain",{number:a.number})}: ${u("tokens-left",{count:a.pointTokensLeft})}`,l("ul",{},s)))}if(o.push(l("li",{},`${u("bonus-tokens")}: ${n?.bonusTokensLeft.length?n.bonusTokensLeft.join(", "):u("bonus-none")}`)),e.options?.bigMountain){let a=new Map((n?.bigMountain??[]).map(r=>[r.spot,r.seat]));o.push(l("li",{},u("big-mountain"),l("ul",{},Ko.map(r=>{let s=a.get(r);return l("li",{"data-spot":r},s!==void 0?u("spot",{spot:r,name:J(t,s)}):u("spot-empty",{spot:r}))}))))}return l("ul",{class:"board-words visually-hidden"},o)}function jo(){return window.matchMedia("(prefers-reduced-motion: reduce)").matches}function si(e,t,n,o,a){if(jo())return;let r=new Map,s=new Set;for(let i of o){let c,d,p=i.kind;if(p.case==="goatPlacedOnBigMountain"?[c,d]=[`${p.value.seat}:m:${p.value.fromMountain}`,`${p.value.seat}:b:${p.value.spot}`]:p.case==="goatMovedOnBigMountain"?[c,d]=[`${p.value.seat}:b:${p.value.fromSpot}`,`${p.value.seat}:b:${p.value.toSpot}`]:p.case==="goatReturnedFromBigMountain"?[c,d]=[`${p.value.seat}:b:${p.value.fromSpot}`,`${p.value.seat}:m:${p.value.mountain}`]:p.case==="goatKnockedDown"&&s.add(`${p.value.seat}:m:${p.value.mountain}`),c&&d){let y=r.get(c)??c;r.delete(c),r.set(d,y)}}for(let i of e.querySelectorAll(".goat")){let c=i.dataset.goat??"",d=n.get(c),p=t.get(r.get(c)??c);if(!d||!p||d.x===p.x&&d.y===p.y)continue;let y=p.x-d.x,S=p.y-d.y,g=i.querySelector(".goat-piece");if(g)if(i.classList.add("moving"),s.has(c)){let f=y>=0?1:-1;g.animate([{transform:`translate(${y}px, ${S}px) rotate(0deg)`},{transform:`translate(${y+f*26}px, ${S-22}px) rotate(${f*90}deg)`,offset:.25},{transform:"translate(0px, 0px) rotate(360deg)"}],{duration:1e3/a,easing:"ease-in"}).onfinish=()=>i.classList.remove("moving")}else g.animate([{transform:`translate(${y}px, ${S}px)`},{transform:"translate(0px, 0px)"}],{duration:450/a,easing:"ease-out"}).onfinish=()=>i.classList.remove("moving")}for(let i of o){let c=i.kind;c.case==="pointTokenTaken"?ni(e.querySelector(`[data-stack="${c.value.mountain}"]`),c.value.seat,String(c.value.mountain),"point",a):c.case==="bonusTokenTaken"&&ni(e.querySelector(`[data-bonus-slot="${c.value.value}"]`),c.value.seat,String(c.value.value),"bonus",a)}}function ni(e,t,n,o,a){let r=document.querySelector(`.player[data-seat="${t}"] .score`);if(!e||!r)return;let s=e.getBoundingClientRect(),i=r.getBoundingClientRect(),c=l("div",{class:`flying-token ${o}`,"aria-hidden":"true"},n);c.style.left=`${s.left+s.width/2-15}px`,c.style.top=`${s.top+s.height/2-15}px`,document.body.append(c);let d=i.left+i.width/2-(s.left+s.width/2),p=i.top+i.height/2-(s.top+s.height/2),y=c.animate([{transform:"translate(0px, 0px) scale(1)",opacity:1},{transform:`translate(${d*.5}px, ${p*.5-40}px) scale(1.25)`,opacity:1,offset:.5},{transform:`translate(${d}px, ${p}px) scale(0.8)`,opacity:.2}],{duration:800/a,easing:"ease-in-out",fill:"forwards"});y.onfinish=()=>c.remove(),y.oncancel=()=>c.remove()}function xn(e){switch(e){case 1:return u("status-open");case 2:return u("status-playing");case 3:return u("status-finished");case 4:return u("status-cancelled");default:return u("status-unknown")}}function Ho(e){let t=e.seats.filter(o=>o.diceContribution.length>0).length,n=e.seats.filter(o=>o.taken).length;switch(e.diceSource){case 1:return l("span",{class:"dice-source chosen","data-dice-source":"chosen-seed",title:de("dice-chosen","title")},u("dice-chosen"));case 2:return l("span",{class:"dice-source fair","data-dice-source":"server-seed-and-players",title:de("dice-fair","title")},n?u("dice-fair-count",{contributed:t,taken:n}):u("dice-fair"));default:return null}}function Qo(e){let t=e.options;if(!t)return"";let n=[u("options-players",{count:t.players})];return n.push(t.bigMountain?u("options-big-mountain"):u("options-base-game")),t.allowDecliningGroups&&n.push(u("options-declining")),n.join(" · ")}var ii=[1,2,4],yu=1e3,vu="(max-width: 720px)";function li(e,t,n){let o=`games/${t}`,a=Ie(),r="live",s,i=!1,c=!1,d=1,p,y=0,S=6,g=new Map,f=0,x=!1,k=!1,C={state:"connecting"},I=l("span",{class:"connection",role:"status"}),E=l("div",{class:"visually-hidden","aria-live":"polite","aria-atomic":"true"}),v=l("div",{class:"board",id:"board","data-version":"0"}),h=l("div",{class:"side-content"}),R=l("div",{class:"result-wrap"}),A=l("ol",{class:"log",reversed:!0,tabindex:0}),L=l("section",{class:"win-chances",id:"win-chances",hidden:!0,"aria-labelledby":"chances-title"}),b=l("p",{class:"hint chances-note"}),$=l("div",{class:"chances-plot"}),M=!1,W=l("input",{type:"range",id:"replay",min:1,max:1,value:1,step:1,disabled:!0}),H=l("output",{for:"replay",class:"version-label",id:"version-label"},""),U=N=>l("button",{type:"button",onclick:()=>N()}),ae=U(()=>{ce(),Re(1)}),T=U(()=>{ce(),Nt(-1)}),Y=U(()=>{ce(),Nt(1)}),z=U(()=>{ce(),Re("live")});z.classList.add("live-button");let K=U(()=>c?ce():oa());K.classList.add("play-button");let tt=ii.map(N=>{let _=l("button",{type:"button",class:"speed","data-speed":N,"aria-pressed":String(N===d)},`${N}×`);return _.addEventListener("click",()=>{d=N,tt.forEach((O,P)=>O.setAttribute("aria-pressed",String(ii[P]===N)))}),_}),Nn=Ge();W.addEventListener("input",()=>{ce(),Re(Number(W.value))});function qo(){document.title=u("game-page-title",{id:t});let N=(_,O)=>{_.title=de(O,"title"),_.setAttribute("aria-label",_.title)};ae.textContent=u("replay-first"),N(ae,"replay-first"),T.textContent=u("replay-back"),N(T,"replay-back"),Y.textContent=u("replay-next"),N(Y,"replay-next"),W.setAttribute("aria-label",u("replay-slider")),A.setAttribute("aria-label",u("log-label")),te(L,l("h2",{id:"chances-title"},u("chances")),b,$),te(e,l("header",{class:"top"},l("a",{href:"/",class:"back"},u("back-to-lobby")),l("h1",{},u("game-heading")," ",l("code",{},t)),Nn,I),l("div",{class:"game-layout"},l("section",{class:"board-column","aria-labelledby":"board-title"},l("h2",{id:"board-title",class:"visually-hidden"},u("board")),v,l("div",{class:"replay",role:"group","aria-label":u("replay")},l("div",{class:"replay-buttons"},ae,T,Y,z),W,H,l("div",{class:"replay-play"},K,l("span",{class:"speeds",role:"group","aria-label":u("replay-speed")},tt)),l("p",{class:"hint"},u("replay-hint")))),l("aside",{class:"side","aria-label":u("game-status")},h,L)),R,l("section",{class:"events","aria-labelledby":"log-title"},l("h2",{id:"log-title"},u("log")),A),E),An()}function An(){let{state:N,detail:_}=C,O={connecting:u("conn-connecting"),live:u("conn-live"),reconnecting:u("conn-reconnecting"),ended:_?u("conn-stopped",{detail:_}):u("conn-ended"),finished:u("conn-game-over"),cancelled:u("conn-game-cancelled")};I.textContent=O[N],I.dataset.state=N}let Ue=new wn(a,o,N=>{N===ie()&&Bo(h,Ue.at(N)),!M&&(M=!0,window.setTimeout(()=>{M=!1,na()},50))}),V=new $n(a,o,{onEntry:N=>{W.max=String(V.last),W.disabled=V.last<1;let _=performance.now(),O=_-f>120;f=_,r==="live"?(x?k=!1:(x=!0,k=O,window.setTimeout(()=>{x=!1,r==="live"&&At(k)},0)),fi(N)):(ze(),Ue.want(ie(),V.last,ta())),V.over&&(C={state:V.cancelled?"cancelled":"finished"},An(),ze(),V.finished&&gi())},onConnection:(N,_)=>{let O=V.cancelled?"cancelled":"finished";C=V.over&&(N==="live"||N==="ended")?{state:O}:{state:N,detail:_},An(),C.state===O&&ze(),N==="ended"&&V.last===0&&te(v,l("p",{class:"error",role:"alert"},u("no-such-game",{id:t}),_?` (${_})`:""))}});n&&(window.__mg={seen:V.seen,reconnects:()=>V.reconnects,gaps:()=>V.gaps,last:()=>V.last,view:()=>ie(),verification:()=>s,dropStream:()=>V.dropStream(),missing:()=>[...We],playing:()=>c},window.__mgDropStream=()=>V.dropStream()),document.addEventListener("keydown",N=>{if(N.altKey||N.ctrlKey||N.metaKey)return;let _=N.target;if(!(_&&(_===W||/^(INPUT|SELECT|TEXTAREA)$/.test(_.tagName)))){if(N.key==="ArrowLeft")ce(),Nt(-1);else if(N.key==="ArrowRight")ce(),Nt(1);else if(N.key==="Home")ce(),Re(1);else if(N.key==="End")ce(),Re("live");else if(N.key==="p"||N.key==="P")c?ce():oa();else return;N.preventDefault()}});let ea=window.matchMedia(vu);ea.addEventListener("change",()=>{y=0,At()}),ye(()=>{qo(),y=0,V.last>0&&At()});function ie(){return r==="live"?V.last:r}function ta(){let N=V.entries.findIndex(_=>_!==void 0&&_.game.status!==1);return N>=0&&V.entries.slice(0,N).every(_=>_!==void 0)?N+1:(V.latest?.game.options?.players??0)+1}function na(){let N=ie(),_=(V.entries[N-1]??V.latest)?.game,O=_?.options?.players??_?.seats.length??0,{figure:P,points:re}=Js(Ue,O,Me(_),N);L.hidden=re===0,$.replaceChildren(P);let ne=Ue.at(N);b.textContent=ne?ne.rollouts>0?u("chances-explain",{rollouts:ne.rollouts,error:Ae(Math.max(...ne.errors),1)}):u("chances-final"):u("win-chances-soon")}function Nt(N){Re(Math.max(1,Math.min(V.last,ie()+N)))}function Re(N){V.last!==0&&(r=N==="live"||N>=V.last?"live":Math.max(1,N),At())}function oa(){V.last!==0&&(ie()>=V.last&&Re(1),c=!0,ze(),aa())}function ce(){c&&(c=!1,window.clearTimeout(p),ze())}function aa(){window.clearTimeout(p),p=window.setTimeout(()=>{c&&(ie()<V.last&&Re(ie()+1),ie()>=V.last?ce():aa())},yu/d)}function ze(){let N=ie();W.value=String(N);let _=V.last,O=V.over,P={version:String(N),total:String(_)},re=V.cancelled?u("replay-version-cancelled",P):O?u("replay-version-finished",P):r==="live"?u("replay-version-live",P):u("replay-version",P);H.textContent=re,H.dataset.state=O?"finished":r==="live"?"live":"replay",W.setAttribute("aria-valuetext",re),ae.disabled=T.disabled=N<=1,Y.disabled=N>=_,O?(z.textContent=u("replay-last"),z.title=de("replay-last","title"),z.removeAttribute("aria-pressed"),z.disabled=N>=_):(z.textContent=u("replay-live"),z.title=de("replay-live","title"),z.setAttribute("aria-pressed",String(r==="live")),z.disabled=!1),z.setAttribute("aria-label",z.title);let ne=c?"replay-pause":"replay-play";K.textContent=u(ne),K.title=de(ne,"title"),K.setAttribute("aria-label",K.title),K.dataset.playing=String(c),K.disabled=_<2}function At(N=!0){ze();let _=ie(),O=V.entries[_-1];if(!O){te(v,l("p",{class:"hint"},u("version-unknown",{version:_}))),y=0;return}let P=O.game,re=Me(P),ne=ea.matches?3:6;v.dataset.version=String(O.version),v.dataset.status=qe[P.status]??"UNSPECIFIED",v.dataset.columns=String(ne);let $e=ai(P,O.events,re,ne);v.replaceChildren($e.svg,$e.words),Eu(h,O,re),Bo(h,Ue.at(_)),na(),Ue.want(_,V.last,ta()),ci(R,P,re,s,i),pi(_),N&&y>0&&_===y+1&&ne===S&&!jo()&&si($e.svg,g,$e.positions,O.events,c?d:1),g=$e.positions,y=_,S=ne}function pi(N){let _=Me(V.entries[N-1]?.game),O=[];for(let P=N;P>=1;P--){let re=V.entries[P-1];if(!re)continue;let ne=re.version===1?[u("log-created")]:re.events.map($e=>Yo($e,_));re.fromSnapshot&&ne.push(u("log-snapshot")),O.push(l("li",{value:P,"data-version":P},l("span",{class:"log-version"},`v${P}`),l("ul",{},ne.map($e=>l("li",{},$e)))))}A.replaceChildren(...O)}function fi(N){let _=Me(N.game),O=N.events.filter(P=>P.kind.case!=="turnEnded"&&P.kind.case!=="movePlayed").slice(0,4).map(P=>Yo(P,_));E.textContent=O.join(". ")}async function gi(){if(!(i||s)){i=!0;try{V.hasHoles()&&await V.refill();let N=V.latest;if(!N)return;s=await Qs(N.game,V.rolls())}catch(N){s={ok:!1,rolls:0,problem:String(N)}}finally{i=!1;let N=V.entries[ie()-1];N&&ci(R,N.game,Me(N.game),s,i)}}}qo(),V.run()}function ui(e,t,n){let o=e.seats[n]?.account,a=J(t,n);return o?l("a",{href:pn(o),class:"account-link"},a):a}function Eu(e,t,n){let o=t.game,a=o.board,r=o.options?.players??o.seats.length,s=[],i;if(o.status===1){let c=o.seats.filter(d=>d.taken).length;i=u("status-waiting-seats",{taken:c,seats:r})}else if(o.status===2&&a)i=u("status-turn",{turn:Number(a.turn)+1,name:J(n,a.currentSeat)});else if(o.status===3&&a?.result){let c=a.result.winners.map(d=>J(n,d));i=u(c.length>1?"status-share":"status-wins",{names:bn(c)})}else o.status===4?i=u("status-cancelled-expired"):i=xn(o.status);s.push(l("section",{class:"summary","aria-label":u("game-status")},l("p",{class:"status-line"},l("span",{class:`pill status-${o.status}`},xn(o.status))," ",i),a&&a.endTrigger!==0?l("p",{class:"end-trigger",role:"note"},o.status===3?u("end-triggered-over",{why:Sn(a.endTrigger)}):u("end-triggered-now",{why:Sn(a.endTrigger)})):null)),a&&(s.push(l("section",{class:"players","aria-labelledby":"players-title"},l("h2",{id:"players-title"},u("players")),l("ul",{class:"player-list"},a.players.map(c=>{let d=o.status===2&&a.currentSeat===c.seat,p=c.pointTokens.map((S,g)=>({mountain:5+g,n:S})).filter(S=>S.n>0),y=c.goats.filter(S=>S.place.case==="bigMountainSpot").length;return l("li",{class:`player${d?" to-move":""}`,"data-seat":c.seat,"data-score":c.score,"aria-current":d?"true":null},l("div",{class:"player-head"},Oe(c.seat,22),l("strong",{class:"player-name"},ui(o,n,c.seat)),l("span",{class:"visually-hidden"},` (${yn(c.seat)})`),d?l("span",{class:"turn-badge"},u("player-to-move")):null,l("span",{class:"chance","data-chance":"",hidden:!0}),l("span",{class:"score","aria-label":u("player-score",{score:c.score})},String(c.score))),l("div",{class:"tokens"},p.length?p.map(S=>l("span",{class:"token",title:u("player-tokens",{count:S.n,mountain:S.mountain})},`${S.mountain}`,l("sub",{},`×${S.n}`))):l("span",{class:"muted"},u("player-no-tokens")),c.bonusTokens.map(S=>l("span",{class:"token bonus",title:u("player-bonus",{value:S})},`★${S}`)),y?l("span",{class:"token big"},u("player-big-goats",{count:y})):null))})),l("p",{class:"bonus-left"},u("bonus-left")," ",a.bonusTokensLeft.length?a.bonusTokensLeft.map(c=>l("span",{class:"token bonus"},`★${c}`)):l("span",{class:"muted"},u("bonus-none"))))),s.push(wu(o,t,n))),s.push(l("section",{class:"about"},l("p",{class:"options"},Qo(o),` · ${u("options-version",{version:String(t.version)})}`),l("p",{class:"dice-source-line"},Ho(o)))),e.replaceChildren(...s)}function wu(e,t,n){let o=e.board,a=[];e.status===2&&o?.roll&&a.push(l("div",{class:"current-roll","aria-label":u("dice-current-label"),role:"group"},l("p",{class:"dice-row"},l("span",{class:"roll-who"},Oe(o.currentSeat,16),` ${u("dice-current",{name:J(n,o.currentSeat)})}`),Jo(o.roll.dice))));let r=t.events.find(s=>s.kind.case==="movePlayed");if(r&&r.kind.case==="movePlayed"&&r.kind.value.move){let s=r.kind.value.seat,i=r.kind.value.move,c=t.events.find(p=>p.kind.case==="onesChanged"),d=c&&c.kind.case==="onesChanged"&&c.kind.value.from?c.kind.value.from.dice:i.faces;a.push(l("div",{class:"last-move","aria-label":u("dice-last-label"),role:"group"},l("h3",{},Oe(s,16),` ${u("dice-last-move",{name:J(n,s)})}`),l("p",{class:"dice-row"},l("span",{class:"dice-label"},u("dice-rolled")),Jo(d)),c?l("p",{class:"dice-row"},l("span",{class:"dice-label"},u("dice-ones")),Jo(i.faces,d)):null,l("p",{class:"dice-row groups"},l("span",{class:"dice-label"},u("dice-grouped")),Su(e,i))))}return a.length||a.push(l("p",{class:"muted"},e.status===1?u("dice-none-open"):u("dice-none"))),l("section",{class:"dice","aria-labelledby":"dice-title"},l("h2",{id:"dice-title"},u("dice")),l("div",{class:"dice-parts"},a))}function Jo(e,t){let n=t?e.map((o,a)=>t[a]!==o?u("die-was",{face:t[a]??"?"}):"").filter(Boolean):[];return l("span",{class:"dice-faces",role:"img","aria-label":u("dice-faces",{dice:e.join(", ")})+(n.length?` (${n.join(", ")})`:""),"data-dice":e.join(",")},Xo(e,26,t))}function Su(e,t){if(!t.groups.length)return l("span",{class:"muted"},u("group-declined"));let n=e.options?.bigMountain??!1;return l("span",{class:"group-list"},t.groups.map(o=>{let a=kt(t,o.dice),r=a>=5&&a<=10?u("group-mountain",{sum:a}):n&&a>=11&&a<=24?u("group-spot",{sum:a}):u("group-nothing"),s=o.dice.map(i=>t.faces[i]??1);return l("span",{class:"group"},l("span",{class:"dice-faces",role:"img","aria-label":u("dice-faces",{dice:s.join(", ")})},Xo(s,18)),` = ${a} → ${r}`)}))}function ci(e,t,n,o,a){let r=t.board;if(t.status!==3||!r?.result){e.replaceChildren();return}let s=r.result,i={1:"tie-summits",2:"tie-highest",3:"tie-shared",0:""};e.replaceChildren(l("section",{class:"result","aria-labelledby":"result-title"},l("h2",{id:"result-title"},u("standings")),l("div",{class:"table-wrap"},l("table",{class:"standings",id:"standings"},l("thead",{},l("tr",{},["col-rank","col-player","col-score","col-point-tokens","col-bonus","col-big-mountain","col-summits"].map(c=>l("th",{scope:"col"},u(c))))),l("tbody",{},s.standings.map(c=>l("tr",{"data-seat":c.seat,"data-score":c.score,"data-rank":c.rank},l("td",{},String(c.rank)),l("th",{scope:"row"},Oe(c.seat,16)," ",ui(t,n,c.seat)),l("td",{},String(c.score)),l("td",{},String(c.pointTokenPoints)),l("td",{},String(c.bonusTokenPoints)),l("td",{},String(c.bigMountainPoints)),l("td",{},String(c.goatsOnSummits))))))),s.tieBreak!==0?l("p",{},u(i[s.tieBreak])):null,l("p",{id:"dice-check",class:`dice-check ${o?o.ok?"ok":"failed":"pending"}`,"data-state":o?o.ok?"ok":"failed":"pending","data-rolls":o?.rolls??0,role:"status"},o?o.ok?u(t.diceSource===2?"check-ok-players":"check-ok",{rolls:o.rolls}):u("check-failed",{problem:o.problem}):a?u("check-running"):u("check-waiting"))))}var $u=20,di=2e3,xt=[{value:"all",label:"lobby-filter-all",status:0},{value:"open",label:"lobby-filter-open",status:1},{value:"playing",label:"lobby-filter-playing",status:2},{value:"finished",label:"lobby-filter-finished",status:3},{value:"cancelled",label:"lobby-filter-cancelled",status:4}];function mi(e,t){let n=Ie(),o=new URLSearchParams(location.search),a=xt.find(h=>h.value===o.get("status"))??xt[0],r=[],s="",i="",c,d=[],p=()=>u("lobby-loading"),y=l("p",{class:"lobby-status",role:"status","aria-live":"polite"}),S=l("tbody",{id:"games"}),g=l("button",{type:"button",disabled:!0}),f=l("button",{type:"button",disabled:!0}),x=l("span",{class:"page-label"}),k=xt.map(h=>l("button",{type:"button",class:"filter","data-filter":h.value,"aria-pressed":String(h===a)}));g.addEventListener("click",()=>{s=r.pop()??"",E()}),f.addEventListener("click",()=>{r.push(s),s=i,E()}),k.forEach((h,R)=>h.addEventListener("click",()=>{a=xt[R],k.forEach((L,b)=>L.setAttribute("aria-pressed",String(R===b))),r.length=0,s="";let A=new URL(location.href);a.value==="all"?A.searchParams.delete("status"):A.searchParams.set("status",a.value),history.replaceState(null,"",A),E()}));let C=Ge(t);function I(){document.title=u("lobby-page-title"),g.textContent=u("lobby-newer"),f.textContent=u("lobby-older"),x.textContent=u("lobby-page",{page:r.length+1}),k.forEach((h,R)=>h.textContent=u(xt[R].label)),y.textContent=p(),te(e,l("header",{class:"top"},l("h1",{},u("app-title")),l("p",{class:"tagline"},u("lobby-tagline")),l("a",{href:wt,class:"ladder-link"},u("ladder-link")),C),l("section",{class:"lobby","aria-labelledby":"games-title"},l("h2",{id:"games-title"},u("lobby-games")),l("div",{class:"filters",role:"group","aria-label":u("lobby-filters")},k),y,l("div",{class:"table-wrap"},l("table",{class:"games"},l("caption",{class:"visually-hidden"},u("lobby-caption")),l("thead",{},l("tr",{},["lobby-col-game","lobby-col-status","lobby-col-players","lobby-col-options","lobby-col-version","lobby-col-created"].map(h=>l("th",{scope:"col"},u(h))))),S)),l("nav",{class:"pager","aria-label":u("lobby-pages")},g,x,f))),v()}ye(I,t),t.addEventListener("abort",()=>window.clearTimeout(c)),I();async function E(){window.clearTimeout(c);try{let h=await n.listGames({pageSize:$u,pageToken:s,status:a.status});if(t.aborted)return;i=h.nextPageToken,d=h.games,v(),g.disabled=r.length===0,f.disabled=i==="",x.textContent=u("lobby-page",{page:r.length+1});let R=h.games.length,A=new Date;p=()=>R?u("lobby-count",{count:R,time:A.toLocaleTimeString(Te())}):u("lobby-empty")}catch(h){let R=h instanceof Error?h.message:String(h);p=()=>u("lobby-error",{error:R})}t.aborted||(y.textContent=p(),c=window.setTimeout(()=>{E()},document.hidden?di*5:di))}function v(){S.replaceChildren(...d.map(h=>{let R=h.seats.filter(M=>M.taken),A=h.options?.players??h.seats.length,L=h.createTime?new Date(Number(h.createTime.seconds)*1e3):void 0,b=Me(h),$=h.status===3?h.board?.result?.winners??[]:[];return l("tr",{"data-game":h.name,"data-status":qe[h.status]},l("th",{scope:"row",class:"game-id"},l("a",{href:mn(h.name)},l("code",{},Et(h.name)))),l("td",{class:"game-status"},l("span",{class:`pill status-${h.status}`},xn(h.status)),$.length?[" ",ku($,b)]:null),l("td",{class:"game-players"},l("div",{class:"seat-names"},R.map(M=>l("span",{class:`seat-name${$.includes(M.index)?" won":""}`,title:J(b,M.index)},Oe(M.index,14),l("span",{},J(b,M.index)))),R.length<A?l("span",{class:"muted"},u("lobby-free",{count:A-R.length})):null)),l("td",{class:"game-options"},Qo(h),h.diceSource===1?[" ",Ho(h)]:null),l("td",{class:"num game-version","data-label":u("lobby-version")},String(h.version)),l("td",{class:"game-created"},L?l("time",{datetime:L.toISOString()},L.toLocaleString(Te())):""))}))}E()}function ku(e,t){let o=u(e.length>1?"lobby-shared":"lobby-won",{names:"\0"}),[a,r]=o.split("\0"),s=zs(e.map(i=>J(t,i))).map(i=>i.item?l("strong",{},i.text):i.text);return l("span",{class:"winner","data-winners":e.join(",")},a??"",s,r??"")}var Ye=document.getElementById("app");if(Ye){Ys();let e=document.querySelector(".skip"),t=()=>{e&&(e.textContent=u("skip-link"))};t(),ye(t);let n=new URLSearchParams(location.search).has("test");n&&(window.__mgMissing=()=>[...We]);let o=/^\/games\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);if(location.pathname==="/"||location.pathname==="/index.html"){let a,r=()=>{a?.abort(),a=new AbortController;let s=location.hash.replace(/^#/,"").split("?")[0],i=/^\/accounts\/([A-Za-z0-9_-]+)\/?$/.exec(s);s==="/ladder"||s==="/ladder/"?Ds(Ye,a.signal):i?Ks(Ye,i[1],a.signal):mi(Ye,a.signal)};r(),window.addEventListener("hashchange",()=>{r(),window.scrollTo(0,0),Ye.focus()})}else o?li(Ye,o[1],n):te(Ye,l("p",{class:"error"},u("no-such-page")," ",l("a",{href:"/"},u("see-every-game"))))}
