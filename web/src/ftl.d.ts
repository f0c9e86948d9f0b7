// The .ftl message files are bundled as text (esbuild's text loader, see build.mjs).
declare module "*.ftl" {
  const text: string;
  export default text;
}
