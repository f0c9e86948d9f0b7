package mountaingoats

import (
	"context"
	"errors"
	"fmt"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// ErrorDomain is the ErrorInfo domain of the server's errors.
const ErrorDomain = "mountaingoats.dev"

// Error is a failed call: its gRPC status code, the machine-readable reason
// of the google.rpc.ErrorInfo the server attached (empty when there was
// none, e.g. for transport errors) and the server's message.
type Error struct {
	Code     codes.Code
	Reason   string
	Domain   string
	Metadata map[string]string
	Message  string
	status   *status.Status
	local    bool // made by this client about the connection, e.g. "no server is listening at …": Error() is Message alone
}

func (e *Error) Error() string {
	if e.local {
		return e.Message
	}
	if e.Reason != "" {
		return fmt.Sprintf("mountaingoats: %s (%s): %s", e.Code, e.Reason, e.Message)
	}
	return fmt.Sprintf("mountaingoats: %s: %s", e.Code, e.Message)
}

// GRPCStatus lets status.FromError and status.Code see the original status.
func (e *Error) GRPCStatus() *status.Status { return e.status }

// Is reports whether target is an *Error with the same code and, when the
// target has one, the same reason: errors.Is(err, &Error{Code: codes.NotFound}).
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	if !ok {
		return false
	}
	return t.Code == e.Code && (t.Reason == "" || t.Reason == e.Reason)
}

// wrapError turns a gRPC error into an *Error; nil stays nil, and context
// errors and errors that carry no status are returned unchanged.
func wrapError(err error) error {
	if err == nil {
		return nil
	}
	var already *Error
	if errors.As(err, &already) {
		return err
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	st, ok := status.FromError(err)
	if !ok {
		return err
	}
	e := &Error{Code: st.Code(), Message: st.Message(), status: st}
	for _, d := range st.Details() {
		if info, ok := d.(*errdetails.ErrorInfo); ok {
			e.Reason = info.GetReason()
			e.Domain = info.GetDomain()
			e.Metadata = info.GetMetadata()
			break
		}
	}
	return e
}

// CodeOf returns the gRPC code of err (codes.OK for nil, codes.Unknown for
// an error that carries no status).
func CodeOf(err error) codes.Code {
	if err == nil {
		return codes.OK
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return status.Code(err)
}

// ReasonOf returns the ErrorInfo reason of err, or "" when it has none.
func ReasonOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	if w, ok := wrapError(err).(*Error); ok {
		return w.Reason
	}
	return ""
}
