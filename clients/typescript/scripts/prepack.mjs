// The `prepack` script, which `npm pack` (and `npm publish`) runs: builds
// dist/src, which the tarball ships, and the example bot, dist/examples (not
// shipped), with tsconfig.src.json. When TypeScript is missing here (a fresh
// checkout) it installs the locked devDependencies first (`npm ci`, in this
// folder only). It is not an install script: the tarball installs without
// running anything, and npm has nothing to ask about (allowScripts).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// The outer command's npm_* settings (its prefix, --omit=dev…) must not leak
// into the install of this folder.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_")));
const tsc = join(here, "node_modules", "typescript", "bin", "tsc");
if (!existsSync(tsc)) {
  console.error("@mountain-goats/client: installing its build tools (npm ci) to build dist/");
  execFileSync(npm, ["ci", "--include=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: here,
    env,
    stdio: "inherit",
  });
}
execFileSync(process.execPath, [tsc, "-p", join(here, "tsconfig.src.json")], { cwd: here, env, stdio: "inherit" });
