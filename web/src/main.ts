// The observers' viewer: `/` is the lobby, `/games/{id}` a game's board.

import { gamePage } from "./board.js";
import { h, replace } from "./dom.js";
import { lobbyPage } from "./lobby.js";

const root = document.getElementById("app");
if (root) {
  const testMode = new URLSearchParams(location.search).has("test");
  const match = /^\/games\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  if (location.pathname === "/" || location.pathname === "/index.html") {
    lobbyPage(root);
  } else if (match) {
    gamePage(root, match[1], testMode);
  } else {
    replace(root, h("p", { class: "error" }, "No such page. ", h("a", { href: "/" }, "See every game.")));
  }
}
