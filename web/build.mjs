// Bundles the viewer: web/src → web/dist (checked in, embedded in the server
// binary by crates/server/src/web.rs). Deterministic: the same sources and the same pinned
// esbuild give the same bytes, which tests/browser/run.sh checks.
import { build } from "esbuild";
import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = dirname(fileURLToPath(import.meta.url));
const dist = join(web, "dist");

// The generated code lives in clients/typescript/src/gen and imports
// @bufbuild/protobuf: resolve that from web/node_modules, so that one copy of
// the runtime is bundled whether or not the client's own packages are
// installed.
const runtimeFromWeb = {
  name: "runtime-from-web",
  setup(b) {
    // Resolved here, with the "import" condition, from web/node_modules.
    b.onResolve({ filter: /^@bufbuild\/protobuf(\/.*)?$/ }, (args) => ({
      path: fileURLToPath(import.meta.resolve(args.path)),
      sideEffects: false,
    }));
  },
};

await mkdir(dist, { recursive: true });
await build({
  absWorkingDir: web,
  entryPoints: ["src/main.ts"],
  outfile: "dist/app.js",
  bundle: true,
  format: "esm",
  platform: "browser",
  target: ["es2020", "chrome100", "firefox100", "safari15"],
  minify: true,
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
  // The messages of the five languages (src/locales/*.ftl), as strings.
  loader: { ".ftl": "text" },
  plugins: [runtimeFromWeb],
});
await build({
  absWorkingDir: web,
  entryPoints: ["src/app.css"],
  outfile: "dist/app.css",
  bundle: true,
  minify: true,
  charset: "utf8",
  logLevel: "warning",
});
await copyFile(join(web, "src/index.html"), join(dist, "index.html"));
console.log("web/dist built");
