// The observers' viewer: `/` is the lobby, `/games/{id}` a game's board, in
// the reader's language (i18n.ts).

import { gamePage } from "./board.js";
import { h, replace } from "./dom.js";
import { initLocale, onLocaleChange, t } from "./i18n.js";
import { lobbyPage } from "./lobby.js";

const root = document.getElementById("app");
if (root) {
  initLocale();
  const skip = document.querySelector(".skip");
  const relabelSkip = () => {
    if (skip) skip.textContent = t("skip-link");
  };
  relabelSkip();
  onLocaleChange(relabelSkip);
  const testMode = new URLSearchParams(location.search).has("test");
  const match = /^\/games\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  if (location.pathname === "/" || location.pathname === "/index.html") {
    lobbyPage(root);
  } else if (match) {
    gamePage(root, match[1], testMode);
  } else {
    replace(root, h("p", { class: "error" }, t("no-such-page"), " ", h("a", { href: "/" }, t("see-every-game"))));
  }
}
