package dev.mountaingoats.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * Hosts games of Mountain Goats.
 * Games are public: reading, listing and watching need no credentials.
 * Playing does: `JoinGame` returns a seat token, which every `SubmitMove`
 * sends in the `authorization` metadata as `Bearer &lt;token&gt;`.
 * Errors use the standard gRPC codes and carry a `google.rpc.ErrorInfo` with
 * domain `mountaingoats.dev` and a machine-readable `reason` (see docs/api.md).
 * </pre>
 */
@io.grpc.stub.annotations.GrpcGenerated
public final class GameServiceGrpc {

  private GameServiceGrpc() {}

  public static final java.lang.String SERVICE_NAME = "mountain_goats.v1.GameService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.CreateGameRequest,
      dev.mountaingoats.v1.CreateGameResponse> getCreateGameMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateGame",
      requestType = dev.mountaingoats.v1.CreateGameRequest.class,
      responseType = dev.mountaingoats.v1.CreateGameResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.CreateGameRequest,
      dev.mountaingoats.v1.CreateGameResponse> getCreateGameMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.CreateGameRequest, dev.mountaingoats.v1.CreateGameResponse> getCreateGameMethod;
    if ((getCreateGameMethod = GameServiceGrpc.getCreateGameMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getCreateGameMethod = GameServiceGrpc.getCreateGameMethod) == null) {
          GameServiceGrpc.getCreateGameMethod = getCreateGameMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.CreateGameRequest, dev.mountaingoats.v1.CreateGameResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateGame"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.CreateGameRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.CreateGameResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("CreateGame"))
              .build();
        }
      }
    }
    return getCreateGameMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetGameRequest,
      dev.mountaingoats.v1.GetGameResponse> getGetGameMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetGame",
      requestType = dev.mountaingoats.v1.GetGameRequest.class,
      responseType = dev.mountaingoats.v1.GetGameResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetGameRequest,
      dev.mountaingoats.v1.GetGameResponse> getGetGameMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetGameRequest, dev.mountaingoats.v1.GetGameResponse> getGetGameMethod;
    if ((getGetGameMethod = GameServiceGrpc.getGetGameMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getGetGameMethod = GameServiceGrpc.getGetGameMethod) == null) {
          GameServiceGrpc.getGetGameMethod = getGetGameMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.GetGameRequest, dev.mountaingoats.v1.GetGameResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetGame"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.GetGameRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.GetGameResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("GetGame"))
              .build();
        }
      }
    }
    return getGetGameMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListGamesRequest,
      dev.mountaingoats.v1.ListGamesResponse> getListGamesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListGames",
      requestType = dev.mountaingoats.v1.ListGamesRequest.class,
      responseType = dev.mountaingoats.v1.ListGamesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListGamesRequest,
      dev.mountaingoats.v1.ListGamesResponse> getListGamesMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListGamesRequest, dev.mountaingoats.v1.ListGamesResponse> getListGamesMethod;
    if ((getListGamesMethod = GameServiceGrpc.getListGamesMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getListGamesMethod = GameServiceGrpc.getListGamesMethod) == null) {
          GameServiceGrpc.getListGamesMethod = getListGamesMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.ListGamesRequest, dev.mountaingoats.v1.ListGamesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListGames"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.ListGamesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.ListGamesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("ListGames"))
              .build();
        }
      }
    }
    return getListGamesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.JoinGameRequest,
      dev.mountaingoats.v1.JoinGameResponse> getJoinGameMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "JoinGame",
      requestType = dev.mountaingoats.v1.JoinGameRequest.class,
      responseType = dev.mountaingoats.v1.JoinGameResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.JoinGameRequest,
      dev.mountaingoats.v1.JoinGameResponse> getJoinGameMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.JoinGameRequest, dev.mountaingoats.v1.JoinGameResponse> getJoinGameMethod;
    if ((getJoinGameMethod = GameServiceGrpc.getJoinGameMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getJoinGameMethod = GameServiceGrpc.getJoinGameMethod) == null) {
          GameServiceGrpc.getJoinGameMethod = getJoinGameMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.JoinGameRequest, dev.mountaingoats.v1.JoinGameResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "JoinGame"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.JoinGameRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.JoinGameResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("JoinGame"))
              .build();
        }
      }
    }
    return getJoinGameMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.SubmitMoveRequest,
      dev.mountaingoats.v1.SubmitMoveResponse> getSubmitMoveMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "SubmitMove",
      requestType = dev.mountaingoats.v1.SubmitMoveRequest.class,
      responseType = dev.mountaingoats.v1.SubmitMoveResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.SubmitMoveRequest,
      dev.mountaingoats.v1.SubmitMoveResponse> getSubmitMoveMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.SubmitMoveRequest, dev.mountaingoats.v1.SubmitMoveResponse> getSubmitMoveMethod;
    if ((getSubmitMoveMethod = GameServiceGrpc.getSubmitMoveMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getSubmitMoveMethod = GameServiceGrpc.getSubmitMoveMethod) == null) {
          GameServiceGrpc.getSubmitMoveMethod = getSubmitMoveMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.SubmitMoveRequest, dev.mountaingoats.v1.SubmitMoveResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "SubmitMove"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.SubmitMoveRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.SubmitMoveResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("SubmitMove"))
              .build();
        }
      }
    }
    return getSubmitMoveMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListLegalMovesRequest,
      dev.mountaingoats.v1.ListLegalMovesResponse> getListLegalMovesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListLegalMoves",
      requestType = dev.mountaingoats.v1.ListLegalMovesRequest.class,
      responseType = dev.mountaingoats.v1.ListLegalMovesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListLegalMovesRequest,
      dev.mountaingoats.v1.ListLegalMovesResponse> getListLegalMovesMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListLegalMovesRequest, dev.mountaingoats.v1.ListLegalMovesResponse> getListLegalMovesMethod;
    if ((getListLegalMovesMethod = GameServiceGrpc.getListLegalMovesMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getListLegalMovesMethod = GameServiceGrpc.getListLegalMovesMethod) == null) {
          GameServiceGrpc.getListLegalMovesMethod = getListLegalMovesMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.ListLegalMovesRequest, dev.mountaingoats.v1.ListLegalMovesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListLegalMoves"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.ListLegalMovesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.ListLegalMovesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("ListLegalMoves"))
              .build();
        }
      }
    }
    return getListLegalMovesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.PreviewMoveRequest,
      dev.mountaingoats.v1.PreviewMoveResponse> getPreviewMoveMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "PreviewMove",
      requestType = dev.mountaingoats.v1.PreviewMoveRequest.class,
      responseType = dev.mountaingoats.v1.PreviewMoveResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.PreviewMoveRequest,
      dev.mountaingoats.v1.PreviewMoveResponse> getPreviewMoveMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.PreviewMoveRequest, dev.mountaingoats.v1.PreviewMoveResponse> getPreviewMoveMethod;
    if ((getPreviewMoveMethod = GameServiceGrpc.getPreviewMoveMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getPreviewMoveMethod = GameServiceGrpc.getPreviewMoveMethod) == null) {
          GameServiceGrpc.getPreviewMoveMethod = getPreviewMoveMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.PreviewMoveRequest, dev.mountaingoats.v1.PreviewMoveResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "PreviewMove"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.PreviewMoveRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.PreviewMoveResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("PreviewMove"))
              .build();
        }
      }
    }
    return getPreviewMoveMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.WatchGameRequest,
      dev.mountaingoats.v1.WatchGameResponse> getWatchGameMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "WatchGame",
      requestType = dev.mountaingoats.v1.WatchGameRequest.class,
      responseType = dev.mountaingoats.v1.WatchGameResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.WatchGameRequest,
      dev.mountaingoats.v1.WatchGameResponse> getWatchGameMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.WatchGameRequest, dev.mountaingoats.v1.WatchGameResponse> getWatchGameMethod;
    if ((getWatchGameMethod = GameServiceGrpc.getWatchGameMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getWatchGameMethod = GameServiceGrpc.getWatchGameMethod) == null) {
          GameServiceGrpc.getWatchGameMethod = getWatchGameMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.WatchGameRequest, dev.mountaingoats.v1.WatchGameResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "WatchGame"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.WatchGameRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.WatchGameResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("WatchGame"))
              .build();
        }
      }
    }
    return getWatchGameMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.FindGameRequest,
      dev.mountaingoats.v1.FindGameResponse> getFindGameMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "FindGame",
      requestType = dev.mountaingoats.v1.FindGameRequest.class,
      responseType = dev.mountaingoats.v1.FindGameResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.FindGameRequest,
      dev.mountaingoats.v1.FindGameResponse> getFindGameMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.FindGameRequest, dev.mountaingoats.v1.FindGameResponse> getFindGameMethod;
    if ((getFindGameMethod = GameServiceGrpc.getFindGameMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getFindGameMethod = GameServiceGrpc.getFindGameMethod) == null) {
          GameServiceGrpc.getFindGameMethod = getFindGameMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.FindGameRequest, dev.mountaingoats.v1.FindGameResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "FindGame"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.FindGameRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.FindGameResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("FindGame"))
              .build();
        }
      }
    }
    return getFindGameMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetWinChancesRequest,
      dev.mountaingoats.v1.GetWinChancesResponse> getGetWinChancesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetWinChances",
      requestType = dev.mountaingoats.v1.GetWinChancesRequest.class,
      responseType = dev.mountaingoats.v1.GetWinChancesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetWinChancesRequest,
      dev.mountaingoats.v1.GetWinChancesResponse> getGetWinChancesMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetWinChancesRequest, dev.mountaingoats.v1.GetWinChancesResponse> getGetWinChancesMethod;
    if ((getGetWinChancesMethod = GameServiceGrpc.getGetWinChancesMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getGetWinChancesMethod = GameServiceGrpc.getGetWinChancesMethod) == null) {
          GameServiceGrpc.getGetWinChancesMethod = getGetWinChancesMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.GetWinChancesRequest, dev.mountaingoats.v1.GetWinChancesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetWinChances"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.GetWinChancesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.GetWinChancesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("GetWinChances"))
              .build();
        }
      }
    }
    return getGetWinChancesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.CreateAccountRequest,
      dev.mountaingoats.v1.CreateAccountResponse> getCreateAccountMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateAccount",
      requestType = dev.mountaingoats.v1.CreateAccountRequest.class,
      responseType = dev.mountaingoats.v1.CreateAccountResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.CreateAccountRequest,
      dev.mountaingoats.v1.CreateAccountResponse> getCreateAccountMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.CreateAccountRequest, dev.mountaingoats.v1.CreateAccountResponse> getCreateAccountMethod;
    if ((getCreateAccountMethod = GameServiceGrpc.getCreateAccountMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getCreateAccountMethod = GameServiceGrpc.getCreateAccountMethod) == null) {
          GameServiceGrpc.getCreateAccountMethod = getCreateAccountMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.CreateAccountRequest, dev.mountaingoats.v1.CreateAccountResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateAccount"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.CreateAccountRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.CreateAccountResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("CreateAccount"))
              .build();
        }
      }
    }
    return getCreateAccountMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetAccountRequest,
      dev.mountaingoats.v1.GetAccountResponse> getGetAccountMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetAccount",
      requestType = dev.mountaingoats.v1.GetAccountRequest.class,
      responseType = dev.mountaingoats.v1.GetAccountResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetAccountRequest,
      dev.mountaingoats.v1.GetAccountResponse> getGetAccountMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.GetAccountRequest, dev.mountaingoats.v1.GetAccountResponse> getGetAccountMethod;
    if ((getGetAccountMethod = GameServiceGrpc.getGetAccountMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getGetAccountMethod = GameServiceGrpc.getGetAccountMethod) == null) {
          GameServiceGrpc.getGetAccountMethod = getGetAccountMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.GetAccountRequest, dev.mountaingoats.v1.GetAccountResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetAccount"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.GetAccountRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.GetAccountResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("GetAccount"))
              .build();
        }
      }
    }
    return getGetAccountMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListLeaderboardRequest,
      dev.mountaingoats.v1.ListLeaderboardResponse> getListLeaderboardMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListLeaderboard",
      requestType = dev.mountaingoats.v1.ListLeaderboardRequest.class,
      responseType = dev.mountaingoats.v1.ListLeaderboardResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListLeaderboardRequest,
      dev.mountaingoats.v1.ListLeaderboardResponse> getListLeaderboardMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.ListLeaderboardRequest, dev.mountaingoats.v1.ListLeaderboardResponse> getListLeaderboardMethod;
    if ((getListLeaderboardMethod = GameServiceGrpc.getListLeaderboardMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getListLeaderboardMethod = GameServiceGrpc.getListLeaderboardMethod) == null) {
          GameServiceGrpc.getListLeaderboardMethod = getListLeaderboardMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.ListLeaderboardRequest, dev.mountaingoats.v1.ListLeaderboardResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListLeaderboard"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.ListLeaderboardRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.ListLeaderboardResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("ListLeaderboard"))
              .build();
        }
      }
    }
    return getListLeaderboardMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.RotateAccountKeyRequest,
      dev.mountaingoats.v1.RotateAccountKeyResponse> getRotateAccountKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RotateAccountKey",
      requestType = dev.mountaingoats.v1.RotateAccountKeyRequest.class,
      responseType = dev.mountaingoats.v1.RotateAccountKeyResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.RotateAccountKeyRequest,
      dev.mountaingoats.v1.RotateAccountKeyResponse> getRotateAccountKeyMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.RotateAccountKeyRequest, dev.mountaingoats.v1.RotateAccountKeyResponse> getRotateAccountKeyMethod;
    if ((getRotateAccountKeyMethod = GameServiceGrpc.getRotateAccountKeyMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getRotateAccountKeyMethod = GameServiceGrpc.getRotateAccountKeyMethod) == null) {
          GameServiceGrpc.getRotateAccountKeyMethod = getRotateAccountKeyMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.RotateAccountKeyRequest, dev.mountaingoats.v1.RotateAccountKeyResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RotateAccountKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.RotateAccountKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.RotateAccountKeyResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("RotateAccountKey"))
              .build();
        }
      }
    }
    return getRotateAccountKeyMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.mountaingoats.v1.RevokeAccountKeyRequest,
      dev.mountaingoats.v1.RevokeAccountKeyResponse> getRevokeAccountKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RevokeAccountKey",
      requestType = dev.mountaingoats.v1.RevokeAccountKeyRequest.class,
      responseType = dev.mountaingoats.v1.RevokeAccountKeyResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.mountaingoats.v1.RevokeAccountKeyRequest,
      dev.mountaingoats.v1.RevokeAccountKeyResponse> getRevokeAccountKeyMethod() {
    io.grpc.MethodDescriptor<dev.mountaingoats.v1.RevokeAccountKeyRequest, dev.mountaingoats.v1.RevokeAccountKeyResponse> getRevokeAccountKeyMethod;
    if ((getRevokeAccountKeyMethod = GameServiceGrpc.getRevokeAccountKeyMethod) == null) {
      synchronized (GameServiceGrpc.class) {
        if ((getRevokeAccountKeyMethod = GameServiceGrpc.getRevokeAccountKeyMethod) == null) {
          GameServiceGrpc.getRevokeAccountKeyMethod = getRevokeAccountKeyMethod =
              io.grpc.MethodDescriptor.<dev.mountaingoats.v1.RevokeAccountKeyRequest, dev.mountaingoats.v1.RevokeAccountKeyResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RevokeAccountKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.RevokeAccountKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.mountaingoats.v1.RevokeAccountKeyResponse.getDefaultInstance()))
              .setSchemaDescriptor(new GameServiceMethodDescriptorSupplier("RevokeAccountKey"))
              .build();
        }
      }
    }
    return getRevokeAccountKeyMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static GameServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<GameServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<GameServiceStub>() {
        @java.lang.Override
        public GameServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new GameServiceStub(channel, callOptions);
        }
      };
    return GameServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports all types of calls on the service
   */
  public static GameServiceBlockingV2Stub newBlockingV2Stub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<GameServiceBlockingV2Stub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<GameServiceBlockingV2Stub>() {
        @java.lang.Override
        public GameServiceBlockingV2Stub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new GameServiceBlockingV2Stub(channel, callOptions);
        }
      };
    return GameServiceBlockingV2Stub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static GameServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<GameServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<GameServiceBlockingStub>() {
        @java.lang.Override
        public GameServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new GameServiceBlockingStub(channel, callOptions);
        }
      };
    return GameServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static GameServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<GameServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<GameServiceFutureStub>() {
        @java.lang.Override
        public GameServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new GameServiceFutureStub(channel, callOptions);
        }
      };
    return GameServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * Hosts games of Mountain Goats.
   * Games are public: reading, listing and watching need no credentials.
   * Playing does: `JoinGame` returns a seat token, which every `SubmitMove`
   * sends in the `authorization` metadata as `Bearer &lt;token&gt;`.
   * Errors use the standard gRPC codes and carry a `google.rpc.ErrorInfo` with
   * domain `mountaingoats.dev` and a machine-readable `reason` (see docs/api.md).
   * </pre>
   */
  public interface AsyncService {

    /**
     * <pre>
     * Creates a game with free seats. The server rolls every die from a seed;
     * the seed's SHA-256 is public from the start, the seed itself once over.
     * </pre>
     */
    default void createGame(dev.mountaingoats.v1.CreateGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.CreateGameResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateGameMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one game.
     * </pre>
     */
    default void getGame(dev.mountaingoats.v1.GetGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetGameResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetGameMethod(), responseObserver);
    }

    /**
     * <pre>
     * Lists games, newest first, a page at a time.
     * </pre>
     */
    default void listGames(dev.mountaingoats.v1.ListGamesRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListGamesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListGamesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Takes a seat and returns its secret seat token. The game starts, and the
     * first roll is made, when the last seat is taken.
     * </pre>
     */
    default void joinGame(dev.mountaingoats.v1.JoinGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.JoinGameResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getJoinGameMethod(), responseObserver);
    }

    /**
     * <pre>
     * Plays a move for the seat of the token in the `authorization` metadata.
     * Retrying with the same `request_id` returns the first answer and plays
     * nothing twice.
     * </pre>
     */
    default void submitMove(dev.mountaingoats.v1.SubmitMoveRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.SubmitMoveResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getSubmitMoveMethod(), responseObserver);
    }

    /**
     * <pre>
     * Lists the legal moves for the current roll, one per distinct outcome.
     * </pre>
     */
    default void listLegalMoves(dev.mountaingoats.v1.ListLegalMovesRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListLegalMovesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListLegalMovesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns the state a move would produce, without playing it.
     * </pre>
     */
    default void previewMove(dev.mountaingoats.v1.PreviewMoveRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.PreviewMoveResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getPreviewMoveMethod(), responseObserver);
    }

    /**
     * <pre>
     * Streams a game: a snapshot first, then one update per change, with
     * heartbeats while idle. The stream ends after the game-over update.
     * </pre>
     */
    default void watchGame(dev.mountaingoats.v1.WatchGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.WatchGameResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getWatchGameMethod(), responseObserver);
    }

    /**
     * <pre>
     * Seats the caller in an open game with the options asked for, made by
     * matchmaking, or creates one. With a client-chosen `seat_token` it is safe
     * to retry: the same token gets the same seat.
     * </pre>
     */
    default void findGame(dev.mountaingoats.v1.FindGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.FindGameResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getFindGameMethod(), responseObserver);
    }

    /**
     * <pre>
     * Estimates each seat's chance to win from the game at one version, by
     * playing the rest of the game out many times with the rules engine and a
     * house strategy. Answers are cached per version: asking again, or asking
     * together, costs one estimate. Estimates run beside the games, never on
     * a move's path; when too many are being made at once the call answers
     * UNAVAILABLE (`BUSY`) after a short wait. Needs no credentials.
     * </pre>
     */
    default void getWinChances(dev.mountaingoats.v1.GetWinChancesRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetWinChancesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetWinChancesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Creates an account, for a bot or a person, to play rated games with. It
     * returns the account's secret key, once: the server keeps only its hash.
     * Send the key as `authorization: Bearer &lt;key&gt;` to join rated games and to
     * manage the account. Display names are unique, ignoring case and
     * look-alike characters (ALREADY_EXISTS, `NAME_TAKEN`). One client makes a
     * bounded number of accounts an hour (RESOURCE_EXHAUSTED,
     * `TOO_MANY_ACCOUNTS`).
     * </pre>
     */
    default void createAccount(dev.mountaingoats.v1.CreateAccountRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.CreateAccountResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateAccountMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one account, with its rating history. Needs no credentials.
     * </pre>
     */
    default void getAccount(dev.mountaingoats.v1.GetAccountRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetAccountResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetAccountMethod(), responseObserver);
    }

    /**
     * <pre>
     * Lists accounts by displayed rating, highest first, a page at a time:
     * the ladder. Needs no credentials.
     * </pre>
     */
    default void listLeaderboard(dev.mountaingoats.v1.ListLeaderboardRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListLeaderboardResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListLeaderboardMethod(), responseObserver);
    }

    /**
     * <pre>
     * Replaces the key in the `authorization` metadata with a new one, which
     * it returns once. The old key stops working at once. Safe to repeat when
     * the caller draws the new key (`new_key`).
     * </pre>
     */
    default void rotateAccountKey(dev.mountaingoats.v1.RotateAccountKeyRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.RotateAccountKeyResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRotateAccountKeyMethod(), responseObserver);
    }

    /**
     * <pre>
     * Revokes the key in the `authorization` metadata for good: the account
     * keeps its rating and history but can no longer join games or get a new
     * key. Seats it already holds play on with their seat tokens.
     * </pre>
     */
    default void revokeAccountKey(dev.mountaingoats.v1.RevokeAccountKeyRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.RevokeAccountKeyResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRevokeAccountKeyMethod(), responseObserver);
    }
  }

  /**
   * Base class for the server implementation of the service GameService.
   * <pre>
   * Hosts games of Mountain Goats.
   * Games are public: reading, listing and watching need no credentials.
   * Playing does: `JoinGame` returns a seat token, which every `SubmitMove`
   * sends in the `authorization` metadata as `Bearer &lt;token&gt;`.
   * Errors use the standard gRPC codes and carry a `google.rpc.ErrorInfo` with
   * domain `mountaingoats.dev` and a machine-readable `reason` (see docs/api.md).
   * </pre>
   */
  public static abstract class GameServiceImplBase
      implements io.grpc.BindableService, AsyncService {

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return GameServiceGrpc.bindService(this);
    }
  }

  /**
   * A stub to allow clients to do asynchronous rpc calls to service GameService.
   * <pre>
   * Hosts games of Mountain Goats.
   * Games are public: reading, listing and watching need no credentials.
   * Playing does: `JoinGame` returns a seat token, which every `SubmitMove`
   * sends in the `authorization` metadata as `Bearer &lt;token&gt;`.
   * Errors use the standard gRPC codes and carry a `google.rpc.ErrorInfo` with
   * domain `mountaingoats.dev` and a machine-readable `reason` (see docs/api.md).
   * </pre>
   */
  public static final class GameServiceStub
      extends io.grpc.stub.AbstractAsyncStub<GameServiceStub> {
    private GameServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected GameServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new GameServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a game with free seats. The server rolls every die from a seed;
     * the seed's SHA-256 is public from the start, the seed itself once over.
     * </pre>
     */
    public void createGame(dev.mountaingoats.v1.CreateGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.CreateGameResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateGameMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one game.
     * </pre>
     */
    public void getGame(dev.mountaingoats.v1.GetGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetGameResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetGameMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Lists games, newest first, a page at a time.
     * </pre>
     */
    public void listGames(dev.mountaingoats.v1.ListGamesRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListGamesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListGamesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Takes a seat and returns its secret seat token. The game starts, and the
     * first roll is made, when the last seat is taken.
     * </pre>
     */
    public void joinGame(dev.mountaingoats.v1.JoinGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.JoinGameResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getJoinGameMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Plays a move for the seat of the token in the `authorization` metadata.
     * Retrying with the same `request_id` returns the first answer and plays
     * nothing twice.
     * </pre>
     */
    public void submitMove(dev.mountaingoats.v1.SubmitMoveRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.SubmitMoveResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getSubmitMoveMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Lists the legal moves for the current roll, one per distinct outcome.
     * </pre>
     */
    public void listLegalMoves(dev.mountaingoats.v1.ListLegalMovesRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListLegalMovesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListLegalMovesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns the state a move would produce, without playing it.
     * </pre>
     */
    public void previewMove(dev.mountaingoats.v1.PreviewMoveRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.PreviewMoveResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getPreviewMoveMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Streams a game: a snapshot first, then one update per change, with
     * heartbeats while idle. The stream ends after the game-over update.
     * </pre>
     */
    public void watchGame(dev.mountaingoats.v1.WatchGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.WatchGameResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncServerStreamingCall(
          getChannel().newCall(getWatchGameMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Seats the caller in an open game with the options asked for, made by
     * matchmaking, or creates one. With a client-chosen `seat_token` it is safe
     * to retry: the same token gets the same seat.
     * </pre>
     */
    public void findGame(dev.mountaingoats.v1.FindGameRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.FindGameResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getFindGameMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Estimates each seat's chance to win from the game at one version, by
     * playing the rest of the game out many times with the rules engine and a
     * house strategy. Answers are cached per version: asking again, or asking
     * together, costs one estimate. Estimates run beside the games, never on
     * a move's path; when too many are being made at once the call answers
     * UNAVAILABLE (`BUSY`) after a short wait. Needs no credentials.
     * </pre>
     */
    public void getWinChances(dev.mountaingoats.v1.GetWinChancesRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetWinChancesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetWinChancesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Creates an account, for a bot or a person, to play rated games with. It
     * returns the account's secret key, once: the server keeps only its hash.
     * Send the key as `authorization: Bearer &lt;key&gt;` to join rated games and to
     * manage the account. Display names are unique, ignoring case and
     * look-alike characters (ALREADY_EXISTS, `NAME_TAKEN`). One client makes a
     * bounded number of accounts an hour (RESOURCE_EXHAUSTED,
     * `TOO_MANY_ACCOUNTS`).
     * </pre>
     */
    public void createAccount(dev.mountaingoats.v1.CreateAccountRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.CreateAccountResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateAccountMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one account, with its rating history. Needs no credentials.
     * </pre>
     */
    public void getAccount(dev.mountaingoats.v1.GetAccountRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetAccountResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetAccountMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Lists accounts by displayed rating, highest first, a page at a time:
     * the ladder. Needs no credentials.
     * </pre>
     */
    public void listLeaderboard(dev.mountaingoats.v1.ListLeaderboardRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListLeaderboardResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListLeaderboardMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Replaces the key in the `authorization` metadata with a new one, which
     * it returns once. The old key stops working at once. Safe to repeat when
     * the caller draws the new key (`new_key`).
     * </pre>
     */
    public void rotateAccountKey(dev.mountaingoats.v1.RotateAccountKeyRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.RotateAccountKeyResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getRotateAccountKeyMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Revokes the key in the `authorization` metadata for good: the account
     * keeps its rating and history but can no longer join games or get a new
     * key. Seats it already holds play on with their seat tokens.
     * </pre>
     */
    public void revokeAccountKey(dev.mountaingoats.v1.RevokeAccountKeyRequest request,
        io.grpc.stub.StreamObserver<dev.mountaingoats.v1.RevokeAccountKeyResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getRevokeAccountKeyMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * A stub to allow clients to do synchronous rpc calls to service GameService.
   * <pre>
   * Hosts games of Mountain Goats.
   * Games are public: reading, listing and watching need no credentials.
   * Playing does: `JoinGame` returns a seat token, which every `SubmitMove`
   * sends in the `authorization` metadata as `Bearer &lt;token&gt;`.
   * Errors use the standard gRPC codes and carry a `google.rpc.ErrorInfo` with
   * domain `mountaingoats.dev` and a machine-readable `reason` (see docs/api.md).
   * </pre>
   */
  public static final class GameServiceBlockingV2Stub
      extends io.grpc.stub.AbstractBlockingStub<GameServiceBlockingV2Stub> {
    private GameServiceBlockingV2Stub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected GameServiceBlockingV2Stub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new GameServiceBlockingV2Stub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a game with free seats. The server rolls every die from a seed;
     * the seed's SHA-256 is public from the start, the seed itself once over.
     * </pre>
     */
    public dev.mountaingoats.v1.CreateGameResponse createGame(dev.mountaingoats.v1.CreateGameRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getCreateGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one game.
     * </pre>
     */
    public dev.mountaingoats.v1.GetGameResponse getGame(dev.mountaingoats.v1.GetGameRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getGetGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists games, newest first, a page at a time.
     * </pre>
     */
    public dev.mountaingoats.v1.ListGamesResponse listGames(dev.mountaingoats.v1.ListGamesRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getListGamesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Takes a seat and returns its secret seat token. The game starts, and the
     * first roll is made, when the last seat is taken.
     * </pre>
     */
    public dev.mountaingoats.v1.JoinGameResponse joinGame(dev.mountaingoats.v1.JoinGameRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getJoinGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Plays a move for the seat of the token in the `authorization` metadata.
     * Retrying with the same `request_id` returns the first answer and plays
     * nothing twice.
     * </pre>
     */
    public dev.mountaingoats.v1.SubmitMoveResponse submitMove(dev.mountaingoats.v1.SubmitMoveRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getSubmitMoveMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists the legal moves for the current roll, one per distinct outcome.
     * </pre>
     */
    public dev.mountaingoats.v1.ListLegalMovesResponse listLegalMoves(dev.mountaingoats.v1.ListLegalMovesRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getListLegalMovesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns the state a move would produce, without playing it.
     * </pre>
     */
    public dev.mountaingoats.v1.PreviewMoveResponse previewMove(dev.mountaingoats.v1.PreviewMoveRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getPreviewMoveMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Streams a game: a snapshot first, then one update per change, with
     * heartbeats while idle. The stream ends after the game-over update.
     * </pre>
     */
    @io.grpc.ExperimentalApi("https://github.com/grpc/grpc-java/issues/10918")
    public io.grpc.stub.BlockingClientCall<?, dev.mountaingoats.v1.WatchGameResponse>
        watchGame(dev.mountaingoats.v1.WatchGameRequest request) {
      return io.grpc.stub.ClientCalls.blockingV2ServerStreamingCall(
          getChannel(), getWatchGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Seats the caller in an open game with the options asked for, made by
     * matchmaking, or creates one. With a client-chosen `seat_token` it is safe
     * to retry: the same token gets the same seat.
     * </pre>
     */
    public dev.mountaingoats.v1.FindGameResponse findGame(dev.mountaingoats.v1.FindGameRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getFindGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Estimates each seat's chance to win from the game at one version, by
     * playing the rest of the game out many times with the rules engine and a
     * house strategy. Answers are cached per version: asking again, or asking
     * together, costs one estimate. Estimates run beside the games, never on
     * a move's path; when too many are being made at once the call answers
     * UNAVAILABLE (`BUSY`) after a short wait. Needs no credentials.
     * </pre>
     */
    public dev.mountaingoats.v1.GetWinChancesResponse getWinChances(dev.mountaingoats.v1.GetWinChancesRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getGetWinChancesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Creates an account, for a bot or a person, to play rated games with. It
     * returns the account's secret key, once: the server keeps only its hash.
     * Send the key as `authorization: Bearer &lt;key&gt;` to join rated games and to
     * manage the account. Display names are unique, ignoring case and
     * look-alike characters (ALREADY_EXISTS, `NAME_TAKEN`). One client makes a
     * bounded number of accounts an hour (RESOURCE_EXHAUSTED,
     * `TOO_MANY_ACCOUNTS`).
     * </pre>
     */
    public dev.mountaingoats.v1.CreateAccountResponse createAccount(dev.mountaingoats.v1.CreateAccountRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getCreateAccountMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one account, with its rating history. Needs no credentials.
     * </pre>
     */
    public dev.mountaingoats.v1.GetAccountResponse getAccount(dev.mountaingoats.v1.GetAccountRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getGetAccountMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists accounts by displayed rating, highest first, a page at a time:
     * the ladder. Needs no credentials.
     * </pre>
     */
    public dev.mountaingoats.v1.ListLeaderboardResponse listLeaderboard(dev.mountaingoats.v1.ListLeaderboardRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getListLeaderboardMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Replaces the key in the `authorization` metadata with a new one, which
     * it returns once. The old key stops working at once. Safe to repeat when
     * the caller draws the new key (`new_key`).
     * </pre>
     */
    public dev.mountaingoats.v1.RotateAccountKeyResponse rotateAccountKey(dev.mountaingoats.v1.RotateAccountKeyRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getRotateAccountKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Revokes the key in the `authorization` metadata for good: the account
     * keeps its rating and history but can no longer join games or get a new
     * key. Seats it already holds play on with their seat tokens.
     * </pre>
     */
    public dev.mountaingoats.v1.RevokeAccountKeyResponse revokeAccountKey(dev.mountaingoats.v1.RevokeAccountKeyRequest request) throws io.grpc.StatusException {
      return io.grpc.stub.ClientCalls.blockingV2UnaryCall(
          getChannel(), getRevokeAccountKeyMethod(), getCallOptions(), request);
    }
  }

  /**
   * A stub to allow clients to do limited synchronous rpc calls to service GameService.
   * <pre>
   * Hosts games of Mountain Goats.
   * Games are public: reading, listing and watching need no credentials.
   * Playing does: `JoinGame` returns a seat token, which every `SubmitMove`
   * sends in the `authorization` metadata as `Bearer &lt;token&gt;`.
   * Errors use the standard gRPC codes and carry a `google.rpc.ErrorInfo` with
   * domain `mountaingoats.dev` and a machine-readable `reason` (see docs/api.md).
   * </pre>
   */
  public static final class GameServiceBlockingStub
      extends io.grpc.stub.AbstractBlockingStub<GameServiceBlockingStub> {
    private GameServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected GameServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new GameServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a game with free seats. The server rolls every die from a seed;
     * the seed's SHA-256 is public from the start, the seed itself once over.
     * </pre>
     */
    public dev.mountaingoats.v1.CreateGameResponse createGame(dev.mountaingoats.v1.CreateGameRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one game.
     * </pre>
     */
    public dev.mountaingoats.v1.GetGameResponse getGame(dev.mountaingoats.v1.GetGameRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists games, newest first, a page at a time.
     * </pre>
     */
    public dev.mountaingoats.v1.ListGamesResponse listGames(dev.mountaingoats.v1.ListGamesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListGamesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Takes a seat and returns its secret seat token. The game starts, and the
     * first roll is made, when the last seat is taken.
     * </pre>
     */
    public dev.mountaingoats.v1.JoinGameResponse joinGame(dev.mountaingoats.v1.JoinGameRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getJoinGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Plays a move for the seat of the token in the `authorization` metadata.
     * Retrying with the same `request_id` returns the first answer and plays
     * nothing twice.
     * </pre>
     */
    public dev.mountaingoats.v1.SubmitMoveResponse submitMove(dev.mountaingoats.v1.SubmitMoveRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getSubmitMoveMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists the legal moves for the current roll, one per distinct outcome.
     * </pre>
     */
    public dev.mountaingoats.v1.ListLegalMovesResponse listLegalMoves(dev.mountaingoats.v1.ListLegalMovesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListLegalMovesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns the state a move would produce, without playing it.
     * </pre>
     */
    public dev.mountaingoats.v1.PreviewMoveResponse previewMove(dev.mountaingoats.v1.PreviewMoveRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getPreviewMoveMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Streams a game: a snapshot first, then one update per change, with
     * heartbeats while idle. The stream ends after the game-over update.
     * </pre>
     */
    public java.util.Iterator<dev.mountaingoats.v1.WatchGameResponse> watchGame(
        dev.mountaingoats.v1.WatchGameRequest request) {
      return io.grpc.stub.ClientCalls.blockingServerStreamingCall(
          getChannel(), getWatchGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Seats the caller in an open game with the options asked for, made by
     * matchmaking, or creates one. With a client-chosen `seat_token` it is safe
     * to retry: the same token gets the same seat.
     * </pre>
     */
    public dev.mountaingoats.v1.FindGameResponse findGame(dev.mountaingoats.v1.FindGameRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getFindGameMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Estimates each seat's chance to win from the game at one version, by
     * playing the rest of the game out many times with the rules engine and a
     * house strategy. Answers are cached per version: asking again, or asking
     * together, costs one estimate. Estimates run beside the games, never on
     * a move's path; when too many are being made at once the call answers
     * UNAVAILABLE (`BUSY`) after a short wait. Needs no credentials.
     * </pre>
     */
    public dev.mountaingoats.v1.GetWinChancesResponse getWinChances(dev.mountaingoats.v1.GetWinChancesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetWinChancesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Creates an account, for a bot or a person, to play rated games with. It
     * returns the account's secret key, once: the server keeps only its hash.
     * Send the key as `authorization: Bearer &lt;key&gt;` to join rated games and to
     * manage the account. Display names are unique, ignoring case and
     * look-alike characters (ALREADY_EXISTS, `NAME_TAKEN`). One client makes a
     * bounded number of accounts an hour (RESOURCE_EXHAUSTED,
     * `TOO_MANY_ACCOUNTS`).
     * </pre>
     */
    public dev.mountaingoats.v1.CreateAccountResponse createAccount(dev.mountaingoats.v1.CreateAccountRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateAccountMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one account, with its rating history. Needs no credentials.
     * </pre>
     */
    public dev.mountaingoats.v1.GetAccountResponse getAccount(dev.mountaingoats.v1.GetAccountRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetAccountMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists accounts by displayed rating, highest first, a page at a time:
     * the ladder. Needs no credentials.
     * </pre>
     */
    public dev.mountaingoats.v1.ListLeaderboardResponse listLeaderboard(dev.mountaingoats.v1.ListLeaderboardRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListLeaderboardMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Replaces the key in the `authorization` metadata with a new one, which
     * it returns once. The old key stops working at once. Safe to repeat when
     * the caller draws the new key (`new_key`).
     * </pre>
     */
    public dev.mountaingoats.v1.RotateAccountKeyResponse rotateAccountKey(dev.mountaingoats.v1.RotateAccountKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getRotateAccountKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Revokes the key in the `authorization` metadata for good: the account
     * keeps its rating and history but can no longer join games or get a new
     * key. Seats it already holds play on with their seat tokens.
     * </pre>
     */
    public dev.mountaingoats.v1.RevokeAccountKeyResponse revokeAccountKey(dev.mountaingoats.v1.RevokeAccountKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getRevokeAccountKeyMethod(), getCallOptions(), request);
    }
  }

  /**
   * A stub to allow clients to do ListenableFuture-style rpc calls to service GameService.
   * <pre>
   * Hosts games of Mountain Goats.
   * Games are public: reading, listing and watching need no credentials.
   * Playing does: `JoinGame` returns a seat token, which every `SubmitMove`
   * sends in the `authorization` metadata as `Bearer &lt;token&gt;`.
   * Errors use the standard gRPC codes and carry a `google.rpc.ErrorInfo` with
   * domain `mountaingoats.dev` and a machine-readable `reason` (see docs/api.md).
   * </pre>
   */
  public static final class GameServiceFutureStub
      extends io.grpc.stub.AbstractFutureStub<GameServiceFutureStub> {
    private GameServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected GameServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new GameServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a game with free seats. The server rolls every die from a seed;
     * the seed's SHA-256 is public from the start, the seed itself once over.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.CreateGameResponse> createGame(
        dev.mountaingoats.v1.CreateGameRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateGameMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one game.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.GetGameResponse> getGame(
        dev.mountaingoats.v1.GetGameRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetGameMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Lists games, newest first, a page at a time.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.ListGamesResponse> listGames(
        dev.mountaingoats.v1.ListGamesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListGamesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Takes a seat and returns its secret seat token. The game starts, and the
     * first roll is made, when the last seat is taken.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.JoinGameResponse> joinGame(
        dev.mountaingoats.v1.JoinGameRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getJoinGameMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Plays a move for the seat of the token in the `authorization` metadata.
     * Retrying with the same `request_id` returns the first answer and plays
     * nothing twice.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.SubmitMoveResponse> submitMove(
        dev.mountaingoats.v1.SubmitMoveRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getSubmitMoveMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Lists the legal moves for the current roll, one per distinct outcome.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.ListLegalMovesResponse> listLegalMoves(
        dev.mountaingoats.v1.ListLegalMovesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListLegalMovesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns the state a move would produce, without playing it.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.PreviewMoveResponse> previewMove(
        dev.mountaingoats.v1.PreviewMoveRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getPreviewMoveMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Seats the caller in an open game with the options asked for, made by
     * matchmaking, or creates one. With a client-chosen `seat_token` it is safe
     * to retry: the same token gets the same seat.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.FindGameResponse> findGame(
        dev.mountaingoats.v1.FindGameRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getFindGameMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Estimates each seat's chance to win from the game at one version, by
     * playing the rest of the game out many times with the rules engine and a
     * house strategy. Answers are cached per version: asking again, or asking
     * together, costs one estimate. Estimates run beside the games, never on
     * a move's path; when too many are being made at once the call answers
     * UNAVAILABLE (`BUSY`) after a short wait. Needs no credentials.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.GetWinChancesResponse> getWinChances(
        dev.mountaingoats.v1.GetWinChancesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetWinChancesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Creates an account, for a bot or a person, to play rated games with. It
     * returns the account's secret key, once: the server keeps only its hash.
     * Send the key as `authorization: Bearer &lt;key&gt;` to join rated games and to
     * manage the account. Display names are unique, ignoring case and
     * look-alike characters (ALREADY_EXISTS, `NAME_TAKEN`). One client makes a
     * bounded number of accounts an hour (RESOURCE_EXHAUSTED,
     * `TOO_MANY_ACCOUNTS`).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.CreateAccountResponse> createAccount(
        dev.mountaingoats.v1.CreateAccountRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateAccountMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one account, with its rating history. Needs no credentials.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.GetAccountResponse> getAccount(
        dev.mountaingoats.v1.GetAccountRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetAccountMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Lists accounts by displayed rating, highest first, a page at a time:
     * the ladder. Needs no credentials.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.ListLeaderboardResponse> listLeaderboard(
        dev.mountaingoats.v1.ListLeaderboardRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListLeaderboardMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Replaces the key in the `authorization` metadata with a new one, which
     * it returns once. The old key stops working at once. Safe to repeat when
     * the caller draws the new key (`new_key`).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.RotateAccountKeyResponse> rotateAccountKey(
        dev.mountaingoats.v1.RotateAccountKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getRotateAccountKeyMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Revokes the key in the `authorization` metadata for good: the account
     * keeps its rating and history but can no longer join games or get a new
     * key. Seats it already holds play on with their seat tokens.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.mountaingoats.v1.RevokeAccountKeyResponse> revokeAccountKey(
        dev.mountaingoats.v1.RevokeAccountKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getRevokeAccountKeyMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_GAME = 0;
  private static final int METHODID_GET_GAME = 1;
  private static final int METHODID_LIST_GAMES = 2;
  private static final int METHODID_JOIN_GAME = 3;
  private static final int METHODID_SUBMIT_MOVE = 4;
  private static final int METHODID_LIST_LEGAL_MOVES = 5;
  private static final int METHODID_PREVIEW_MOVE = 6;
  private static final int METHODID_WATCH_GAME = 7;
  private static final int METHODID_FIND_GAME = 8;
  private static final int METHODID_GET_WIN_CHANCES = 9;
  private static final int METHODID_CREATE_ACCOUNT = 10;
  private static final int METHODID_GET_ACCOUNT = 11;
  private static final int METHODID_LIST_LEADERBOARD = 12;
  private static final int METHODID_ROTATE_ACCOUNT_KEY = 13;
  private static final int METHODID_REVOKE_ACCOUNT_KEY = 14;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final AsyncService serviceImpl;
    private final int methodId;

    MethodHandlers(AsyncService serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_GAME:
          serviceImpl.createGame((dev.mountaingoats.v1.CreateGameRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.CreateGameResponse>) responseObserver);
          break;
        case METHODID_GET_GAME:
          serviceImpl.getGame((dev.mountaingoats.v1.GetGameRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetGameResponse>) responseObserver);
          break;
        case METHODID_LIST_GAMES:
          serviceImpl.listGames((dev.mountaingoats.v1.ListGamesRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListGamesResponse>) responseObserver);
          break;
        case METHODID_JOIN_GAME:
          serviceImpl.joinGame((dev.mountaingoats.v1.JoinGameRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.JoinGameResponse>) responseObserver);
          break;
        case METHODID_SUBMIT_MOVE:
          serviceImpl.submitMove((dev.mountaingoats.v1.SubmitMoveRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.SubmitMoveResponse>) responseObserver);
          break;
        case METHODID_LIST_LEGAL_MOVES:
          serviceImpl.listLegalMoves((dev.mountaingoats.v1.ListLegalMovesRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListLegalMovesResponse>) responseObserver);
          break;
        case METHODID_PREVIEW_MOVE:
          serviceImpl.previewMove((dev.mountaingoats.v1.PreviewMoveRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.PreviewMoveResponse>) responseObserver);
          break;
        case METHODID_WATCH_GAME:
          serviceImpl.watchGame((dev.mountaingoats.v1.WatchGameRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.WatchGameResponse>) responseObserver);
          break;
        case METHODID_FIND_GAME:
          serviceImpl.findGame((dev.mountaingoats.v1.FindGameRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.FindGameResponse>) responseObserver);
          break;
        case METHODID_GET_WIN_CHANCES:
          serviceImpl.getWinChances((dev.mountaingoats.v1.GetWinChancesRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetWinChancesResponse>) responseObserver);
          break;
        case METHODID_CREATE_ACCOUNT:
          serviceImpl.createAccount((dev.mountaingoats.v1.CreateAccountRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.CreateAccountResponse>) responseObserver);
          break;
        case METHODID_GET_ACCOUNT:
          serviceImpl.getAccount((dev.mountaingoats.v1.GetAccountRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.GetAccountResponse>) responseObserver);
          break;
        case METHODID_LIST_LEADERBOARD:
          serviceImpl.listLeaderboard((dev.mountaingoats.v1.ListLeaderboardRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.ListLeaderboardResponse>) responseObserver);
          break;
        case METHODID_ROTATE_ACCOUNT_KEY:
          serviceImpl.rotateAccountKey((dev.mountaingoats.v1.RotateAccountKeyRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.RotateAccountKeyResponse>) responseObserver);
          break;
        case METHODID_REVOKE_ACCOUNT_KEY:
          serviceImpl.revokeAccountKey((dev.mountaingoats.v1.RevokeAccountKeyRequest) request,
              (io.grpc.stub.StreamObserver<dev.mountaingoats.v1.RevokeAccountKeyResponse>) responseObserver);
          break;
        default:
          throw new AssertionError();
      }
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public io.grpc.stub.StreamObserver<Req> invoke(
        io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        default:
          throw new AssertionError();
      }
    }
  }

  public static final io.grpc.ServerServiceDefinition bindService(AsyncService service) {
    return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
        .addMethod(
          getCreateGameMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.CreateGameRequest,
              dev.mountaingoats.v1.CreateGameResponse>(
                service, METHODID_CREATE_GAME)))
        .addMethod(
          getGetGameMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.GetGameRequest,
              dev.mountaingoats.v1.GetGameResponse>(
                service, METHODID_GET_GAME)))
        .addMethod(
          getListGamesMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.ListGamesRequest,
              dev.mountaingoats.v1.ListGamesResponse>(
                service, METHODID_LIST_GAMES)))
        .addMethod(
          getJoinGameMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.JoinGameRequest,
              dev.mountaingoats.v1.JoinGameResponse>(
                service, METHODID_JOIN_GAME)))
        .addMethod(
          getSubmitMoveMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.SubmitMoveRequest,
              dev.mountaingoats.v1.SubmitMoveResponse>(
                service, METHODID_SUBMIT_MOVE)))
        .addMethod(
          getListLegalMovesMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.ListLegalMovesRequest,
              dev.mountaingoats.v1.ListLegalMovesResponse>(
                service, METHODID_LIST_LEGAL_MOVES)))
        .addMethod(
          getPreviewMoveMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.PreviewMoveRequest,
              dev.mountaingoats.v1.PreviewMoveResponse>(
                service, METHODID_PREVIEW_MOVE)))
        .addMethod(
          getWatchGameMethod(),
          io.grpc.stub.ServerCalls.asyncServerStreamingCall(
            new MethodHandlers<
              dev.mountaingoats.v1.WatchGameRequest,
              dev.mountaingoats.v1.WatchGameResponse>(
                service, METHODID_WATCH_GAME)))
        .addMethod(
          getFindGameMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.FindGameRequest,
              dev.mountaingoats.v1.FindGameResponse>(
                service, METHODID_FIND_GAME)))
        .addMethod(
          getGetWinChancesMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.GetWinChancesRequest,
              dev.mountaingoats.v1.GetWinChancesResponse>(
                service, METHODID_GET_WIN_CHANCES)))
        .addMethod(
          getCreateAccountMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.CreateAccountRequest,
              dev.mountaingoats.v1.CreateAccountResponse>(
                service, METHODID_CREATE_ACCOUNT)))
        .addMethod(
          getGetAccountMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.GetAccountRequest,
              dev.mountaingoats.v1.GetAccountResponse>(
                service, METHODID_GET_ACCOUNT)))
        .addMethod(
          getListLeaderboardMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.ListLeaderboardRequest,
              dev.mountaingoats.v1.ListLeaderboardResponse>(
                service, METHODID_LIST_LEADERBOARD)))
        .addMethod(
          getRotateAccountKeyMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.RotateAccountKeyRequest,
              dev.mountaingoats.v1.RotateAccountKeyResponse>(
                service, METHODID_ROTATE_ACCOUNT_KEY)))
        .addMethod(
          getRevokeAccountKeyMethod(),
          io.grpc.stub.ServerCalls.asyncUnaryCall(
            new MethodHandlers<
              dev.mountaingoats.v1.RevokeAccountKeyRequest,
              dev.mountaingoats.v1.RevokeAccountKeyResponse>(
                service, METHODID_REVOKE_ACCOUNT_KEY)))
        .build();
  }

  private static abstract class GameServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    GameServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.mountaingoats.v1.GameServiceProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("GameService");
    }
  }

  private static final class GameServiceFileDescriptorSupplier
      extends GameServiceBaseDescriptorSupplier {
    GameServiceFileDescriptorSupplier() {}
  }

  private static final class GameServiceMethodDescriptorSupplier
      extends GameServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final java.lang.String methodName;

    GameServiceMethodDescriptorSupplier(java.lang.String methodName) {
      this.methodName = methodName;
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.MethodDescriptor getMethodDescriptor() {
      return getServiceDescriptor().findMethodByName(methodName);
    }
  }

  private static volatile io.grpc.ServiceDescriptor serviceDescriptor;

  public static io.grpc.ServiceDescriptor getServiceDescriptor() {
    io.grpc.ServiceDescriptor result = serviceDescriptor;
    if (result == null) {
      synchronized (GameServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new GameServiceFileDescriptorSupplier())
              .addMethod(getCreateGameMethod())
              .addMethod(getGetGameMethod())
              .addMethod(getListGamesMethod())
              .addMethod(getJoinGameMethod())
              .addMethod(getSubmitMoveMethod())
              .addMethod(getListLegalMovesMethod())
              .addMethod(getPreviewMoveMethod())
              .addMethod(getWatchGameMethod())
              .addMethod(getFindGameMethod())
              .addMethod(getGetWinChancesMethod())
              .addMethod(getCreateAccountMethod())
              .addMethod(getGetAccountMethod())
              .addMethod(getListLeaderboardMethod())
              .addMethod(getRotateAccountKeyMethod())
              .addMethod(getRevokeAccountKeyMethod())
              .build();
        }
      }
    }
    return result;
  }
}
