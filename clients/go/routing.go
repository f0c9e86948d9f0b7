package mountaingoats

import (
	"context"
	"strings"

	"google.golang.org/grpc/metadata"
)

// RoutingHeader is the metadata key that says which game a call is about
// (docs/clients.md, "Routing"). Several servers may share the games, each
// game with one home server; a balancer in front hashes this header to send
// every call about one game to the same server. The client sends it on every
// call whose request names one game, retries and resumed watches included,
// and not on CreateGame, ListGames or FindGame.
const RoutingHeader = "x-goog-request-params"

const gamePrefix = "games/"

// RequestParams is the [RoutingHeader] value for the game named name
// ("games/{id}"): "name=games/" and the id, any byte of it outside
// [A-Za-z0-9_.~-] percent-encoded, the same bytes every client sends. A
// name without the "games/" prefix (which the server refuses anyway) is
// percent-encoded whole.
func RequestParams(name string) string {
	if id, ok := strings.CutPrefix(name, gamePrefix); ok {
		return "name=" + gamePrefix + escapeParam(id)
	}
	return "name=" + escapeParam(name)
}

// escapeParam is written out rather than taken from net/url, whose escapers
// keep or turn into '+' bytes that the other clients encode.
func escapeParam(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~' {
			b.WriteByte(c)
		} else {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}

// aboutGame adds the routing header of the game name to ctx's outgoing
// metadata, and the seat's "authorization: Bearer <token>" when token is
// not empty.
func aboutGame(ctx context.Context, name, token string) context.Context {
	kv := []string{RoutingHeader, RequestParams(name)}
	if token != "" {
		kv = append(kv, "authorization", "Bearer "+token)
	}
	return metadata.AppendToOutgoingContext(ctx, kv...)
}
