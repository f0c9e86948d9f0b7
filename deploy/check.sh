#!/usr/bin/env bash
# Static checks of deploy/ that run offline (no Docker engine, no cluster):
#   - every YAML file parses;
#   - Kubernetes objects have apiVersion, kind and metadata.name, the
#     kustomization lists exactly the manifests that exist, and the
#     StatefulSet / Services agree with each other (1 replica, labels,
#     gRPC probes on 50051, non-root, read-only root, /data volume);
#   - compose.yaml has services, and the files it mounts exist;
#   - the collector config's pipelines use only components it defines;
#   - the Dockerfile has FROM, ENTRYPOINT/CMD, EXPOSE 50051 and a non-root
#     USER, its runtime stage installs no build tools, and everything it
#     COPYs exists and is allowed by the dockerignore;
#   - the two dockerignore copies agree.
# With kubectl on PATH the kustomization is also rendered (offline).
#
# Usage: deploy/check.sh        (from anywhere; exits non-zero on failure)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"

if ! command -v python3 >/dev/null 2>&1; then
    echo "deploy/check.sh: FAIL: python3 is required" >&2
    exit 1
fi

if ! python3 -c 'import yaml' >/dev/null 2>&1; then
    echo "deploy/check.sh: PyYAML is not importable; trying 'pip install pyyaml'" >&2
    python3 -m pip install --quiet --user pyyaml >/dev/null 2>&1 \
        || python3 -m pip install --quiet --user --break-system-packages pyyaml >/dev/null 2>&1 \
        || echo "deploy/check.sh: could not install PyYAML; using the minimal line-based YAML checks" >&2
fi

python3 - "$here" "$root" <<'PY'
import os
import re
import sys

deploy, root = sys.argv[1], sys.argv[2]
errors = []
notes = []


def fail(where, message):
    errors.append(f"{os.path.relpath(where, root)}: {message}")


try:
    import yaml
except ImportError:  # minimal fallback, see the end of this script
    yaml = None

yaml_files = sorted(
    os.path.join(d, f)
    for d, _, files in os.walk(deploy)
    for f in files
    if f.endswith((".yaml", ".yml"))
)
if not yaml_files:
    fail(deploy, "no YAML files found")

# ---------------------------------------------------------------- YAML parse
docs = {}  # path -> list of documents
if yaml is not None:
    for path in yaml_files:
        try:
            with open(path, encoding="utf-8") as f:
                loaded = [d for d in yaml.safe_load_all(f) if d is not None]
        except yaml.YAMLError as e:
            fail(path, f"invalid YAML: {e}")
            continue
        if not loaded:
            fail(path, "no YAML documents")
        for d in loaded:
            if not isinstance(d, dict):
                fail(path, f"a document is a {type(d).__name__}, expected a mapping")
        docs[path] = [d for d in loaded if isinstance(d, dict)]


def get(obj, *keys, default=None):
    for k in keys:
        if isinstance(obj, dict) and k in obj:
            obj = obj[k]
        elif isinstance(obj, list) and isinstance(k, int) and k < len(obj):
            obj = obj[k]
        else:
            return default
    return obj


k8s_dir = os.path.join(deploy, "k8s")
compose_path = os.path.join(deploy, "compose.yaml")
otel_path = os.path.join(deploy, "otel-collector.yaml")

if yaml is not None:
    # ------------------------------------------------------------- Kubernetes
    objects = []  # (path, doc)
    kustomization = None
    for path in yaml_files:
        if not path.startswith(k8s_dir + os.sep):
            continue
        for d in docs.get(path, []):
            if d.get("kind") == "Kustomization":
                kustomization = (path, d)
                continue
            for field in ("apiVersion", "kind"):
                if not isinstance(d.get(field), str) or not d.get(field):
                    fail(path, f"an object has no {field}")
            if not get(d, "metadata", "name"):
                fail(path, f"a {d.get('kind', 'object')} has no metadata.name")
            objects.append((path, d))

    if kustomization is None:
        fail(k8s_dir, "no kustomization.yaml (kind: Kustomization)")
    else:
        kpath, k = kustomization
        if not isinstance(k.get("apiVersion"), str):
            fail(kpath, "no apiVersion")
        listed = k.get("resources") or []
        if not listed:
            fail(kpath, "no resources listed")
        for r in listed:
            if not os.path.isfile(os.path.join(k8s_dir, r)):
                fail(kpath, f"lists {r}, which does not exist")
        present = {
            os.path.basename(p)
            for p in yaml_files
            if os.path.dirname(p) == k8s_dir and os.path.basename(p) != os.path.basename(kpath)
        }
        for missing in sorted(present - set(listed)):
            fail(kpath, f"does not list {missing}")

    def of_kind(kind):
        return [(p, d) for p, d in objects if d.get("kind") == kind]

    for need in ("Namespace", "StatefulSet", "Service"):
        if not of_kind(need):
            fail(k8s_dir, f"no {need}")

    pod_labels = {}
    for path, sts in of_kind("StatefulSet"):
        spec = sts.get("spec") or {}
        if spec.get("replicas") != 1:
            fail(path, "replicas must be 1 (SQLite is a single-writer embedded store)")
        pod_labels = get(spec, "template", "metadata", "labels", default={}) or {}
        selector = get(spec, "selector", "matchLabels", default={}) or {}
        if not selector or any(pod_labels.get(k) != v for k, v in selector.items()):
            fail(path, "spec.selector.matchLabels does not match the pod template's labels")
        pod = get(spec, "template", "spec", default={}) or {}
        if pod.get("terminationGracePeriodSeconds") is None:
            fail(path, "no terminationGracePeriodSeconds")
        psc = pod.get("securityContext") or {}
        containers = pod.get("containers") or []
        if not containers:
            fail(path, "no containers")
        claims = {get(t, "metadata", "name") for t in spec.get("volumeClaimTemplates") or []}
        volumes = {v.get("name") for v in pod.get("volumes") or []} | claims
        for c in containers:
            name = c.get("name", "?")
            csc = c.get("securityContext") or {}
            if not (psc.get("runAsNonRoot") or csc.get("runAsNonRoot")):
                fail(path, f"container {name}: runAsNonRoot is not set")
            uid = csc.get("runAsUser", psc.get("runAsUser"))
            if uid == 0:
                fail(path, f"container {name}: runs as root (runAsUser 0)")
            if csc.get("readOnlyRootFilesystem") is not True:
                fail(path, f"container {name}: readOnlyRootFilesystem is not true")
            if csc.get("allowPrivilegeEscalation") is not False:
                fail(path, f"container {name}: allowPrivilegeEscalation is not false")
            if not get(c, "resources", "requests"):
                fail(path, f"container {name}: no resources.requests")
            ports = {p.get("containerPort") for p in c.get("ports") or []}
            if 50051 not in ports:
                fail(path, f"container {name}: no containerPort 50051")
            for probe in ("livenessProbe", "readinessProbe"):
                if get(c, probe, "grpc", "port") != 50051:
                    fail(path, f"container {name}: {probe} is not a grpc probe on port 50051")
            mounts = {m.get("mountPath"): m.get("name") for m in c.get("volumeMounts") or []}
            if "/data" not in mounts:
                fail(path, f"container {name}: nothing is mounted at /data")
            elif mounts["/data"] not in claims:
                fail(path, f"container {name}: /data is not a volumeClaimTemplate")
            for m in c.get("volumeMounts") or []:
                if m.get("name") not in volumes:
                    fail(path, f"container {name}: mounts unknown volume {m.get('name')}")
                if m.get("mountPath") == "/data" and m.get("readOnly"):
                    fail(path, f"container {name}: /data must be writable")
            env = {e.get("name"): e.get("value") for e in c.get("env") or []}
            listen = env.get("MOUNTAIN_GOATS_LISTEN")
            if listen is not None and not listen.endswith(":50051"):
                fail(path, f"container {name}: MOUNTAIN_GOATS_LISTEN={listen} is not on port 50051")
            db = env.get("MOUNTAIN_GOATS_DB")
            if db is not None and not db.startswith("/data/"):
                fail(path, f"container {name}: MOUNTAIN_GOATS_DB={db} is not on the /data volume")
        governing = spec.get("serviceName")
        if governing and governing not in {get(d, "metadata", "name") for _, d in of_kind("Service")}:
            fail(path, f"serviceName {governing} is not defined")

    for path, svc in of_kind("Service"):
        spec = svc.get("spec") or {}
        sel = spec.get("selector") or {}
        if pod_labels and (not sel or any(pod_labels.get(k) != v for k, v in sel.items())):
            fail(path, f"service {get(svc, 'metadata', 'name')}: selector does not match the pods")
        grpc = [p for p in spec.get("ports") or [] if p.get("port") == 50051]
        if not grpc:
            fail(path, f"service {get(svc, 'metadata', 'name')}: no port 50051")
        for p in grpc:
            if p.get("name") != "grpc" or p.get("appProtocol") != "grpc":
                fail(path, f"service {get(svc, 'metadata', 'name')}: port 50051 must be named grpc with appProtocol grpc")

    # ---------------------------------------------------------------- compose
    compose = (docs.get(compose_path) or [None])[0]
    if compose is None:
        fail(compose_path, "missing or empty")
    else:
        services = compose.get("services")
        if not isinstance(services, dict) or not services:
            fail(compose_path, "no services")
            services = {}
        declared = set((compose.get("volumes") or {}).keys())
        for name, s in services.items():
            s = s or {}
            if not (s.get("image") or s.get("build")):
                fail(compose_path, f"service {name}: neither image nor build")
            for v in s.get("volumes") or []:
                source = v.split(":", 1)[0] if isinstance(v, str) else (v or {}).get("source", "")
                if source.startswith((".", "/")):
                    if not os.path.exists(os.path.join(deploy, source)):
                        fail(compose_path, f"service {name}: mounts {source}, which does not exist")
                elif source and source not in declared:
                    fail(compose_path, f"service {name}: volume {source} is not declared")
            build = s.get("build")
            if isinstance(build, dict):
                ctx = os.path.normpath(os.path.join(deploy, build.get("context", ".")))
                dockerfile = os.path.join(ctx, build.get("dockerfile", "Dockerfile"))
                if not os.path.isfile(dockerfile):
                    fail(compose_path, f"service {name}: no Dockerfile at {os.path.relpath(dockerfile, root)}")
        server = services.get("mountain-goats")
        if server is None:
            fail(compose_path, "no mountain-goats service")
        else:
            if not any(str(p).endswith("50051") for p in server.get("ports") or []):
                fail(compose_path, "mountain-goats does not publish port 50051")
            if not any(str(v).split(":")[1:2] == ["/data"] for v in server.get("volumes") or []):
                fail(compose_path, "mountain-goats has no volume at /data")
            if not server.get("restart"):
                fail(compose_path, "mountain-goats has no restart policy")
        if not any("opentelemetry-collector" in str((s or {}).get("image", "")) for s in services.values()):
            fail(compose_path, "no OpenTelemetry collector service")

    # ------------------------------------------------------- collector config
    otel = (docs.get(otel_path) or [None])[0]
    if otel is None:
        fail(otel_path, "missing or empty")
    else:
        protocols = get(otel, "receivers", "otlp", "protocols", default={}) or {}
        for proto in ("grpc", "http"):
            if proto not in protocols:
                fail(otel_path, f"the otlp receiver has no {proto} protocol")
        pipelines = get(otel, "service", "pipelines", default={}) or {}
        if not pipelines:
            fail(otel_path, "no service.pipelines")
        for pname, p in pipelines.items():
            for section in ("receivers", "processors", "exporters"):
                defined = otel.get(section) or {}
                for component in (p or {}).get(section) or []:
                    if component not in defined:
                        fail(otel_path, f"pipeline {pname} uses undefined {section[:-1]} {component}")
            if not (p or {}).get("receivers") or not (p or {}).get("exporters"):
                fail(otel_path, f"pipeline {pname} needs receivers and exporters")
        for ext in get(otel, "service", "extensions", default=[]) or []:
            if ext not in (otel.get("extensions") or {}):
                fail(otel_path, f"service uses undefined extension {ext}")
else:
    # Minimal checks without PyYAML: no tabs, top-level keys present.
    notes.append("PyYAML unavailable: ran the minimal line-based YAML checks only")
    for path in yaml_files:
        text = open(path, encoding="utf-8").read()
        if "\t" in text:
            fail(path, "contains a tab (YAML forbids tabs in indentation)")
        chunks = re.split(r"^---\s*$", text, flags=re.M)
        for chunk in chunks:
            body = "\n".join(l for l in chunk.splitlines() if l.strip() and not l.lstrip().startswith("#"))
            if not body:
                continue
            if path.startswith(k8s_dir + os.sep):
                if not re.search(r"^apiVersion:\s*\S", body, re.M):
                    fail(path, "an object has no apiVersion")
                if not re.search(r"^kind:\s*\S", body, re.M):
                    fail(path, "an object has no kind")
                if "kind: Kustomization" not in body and not re.search(
                    r"^metadata:\s*\n(?:\s+.*\n)*?\s+name:\s*\S", body + "\n", re.M
                ):
                    fail(path, "an object has no metadata.name")
    if os.path.isfile(compose_path) and not re.search(
        r"^services:\s*$", open(compose_path, encoding="utf-8").read(), re.M
    ):
        fail(compose_path, "no services")

# ------------------------------------------------------------------ Dockerfile
dockerfile_path = os.path.join(deploy, "Dockerfile")
if not os.path.isfile(dockerfile_path):
    fail(dockerfile_path, "missing")
else:
    raw = open(dockerfile_path, encoding="utf-8").read()
    # Join continuation lines, drop comments.
    logical, buf = [], ""
    for line in raw.splitlines():
        if not buf and line.lstrip().startswith("#"):
            continue
        if line.rstrip().endswith("\\"):
            buf += line.rstrip()[:-1] + " "
            continue
        buf += line
        if buf.strip():
            logical.append(buf.strip())
        buf = ""
    instructions = [(l.split(None, 1)[0].upper(), (l.split(None, 1) + [""])[1]) for l in logical]
    stages = [i for i, (op, _) in enumerate(instructions) if op == "FROM"]
    if not stages:
        fail(dockerfile_path, "no FROM")
    else:
        if len(stages) < 2:
            fail(dockerfile_path, "not multi-stage (expected a builder and a runtime stage)")
        final = instructions[stages[-1]:]
        ops = [op for op, _ in instructions]
        if "ENTRYPOINT" not in ops and "CMD" not in ops:
            fail(dockerfile_path, "neither ENTRYPOINT nor CMD")
        exposed = " ".join(a for op, a in final if op == "EXPOSE").split()
        if not any(p.split("/")[0] == "50051" for p in exposed):
            fail(dockerfile_path, "the runtime stage does not EXPOSE 50051")
        users = [a.strip() for op, a in final if op == "USER"]
        if not users:
            fail(dockerfile_path, "the runtime stage sets no USER (it would run as root)")
        elif users[-1].split(":")[0] in ("root", "0"):
            fail(dockerfile_path, f"the runtime stage runs as root (USER {users[-1]})")
        if not any(op == "STOPSIGNAL" for op, _ in final):
            notes.append("Dockerfile: no STOPSIGNAL (SIGTERM is Docker's default)")
        build_tools = re.compile(
            r"\b(build-essential|gcc|g\+\+|clang|make|cmake|cargo|rustc|rustup|protobuf-compiler|pkg-config|libc6-dev)\b"
        )
        for op, a in final:
            if op == "RUN" and re.search(r"\b(apt-get|apt|apk)\b.*\binstall\b", a):
                hit = build_tools.search(a.split("install", 1)[1])
                if hit:
                    fail(dockerfile_path, f"the runtime stage installs a build tool: {hit.group(0)}")
        # Every COPY from the context must exist and survive the dockerignore.
        ignore_path = os.path.join(deploy, "dockerignore.txt")
        allowed = None
        if os.path.isfile(ignore_path):
            lines = [l.strip() for l in open(ignore_path, encoding="utf-8") if l.strip() and not l.startswith("#")]
            if lines and lines[0] == "*":
                allowed = {l[1:].strip("/") for l in lines if l.startswith("!")}
        for op, a in instructions:
            if op != "COPY" or "--from" in a:
                continue
            parts = [p for p in a.split() if not p.startswith("--")]
            for src in parts[:-1]:
                src = src.strip("/").removeprefix("./")
                if not os.path.exists(os.path.join(root, src)):
                    fail(dockerfile_path, f"COPY {src}: no such path in the repository root")
                if allowed is not None and not any(src.strip("/") == a or src.strip("/").startswith(a + "/") for a in allowed):
                    fail(dockerfile_path, f"COPY {src}: excluded by deploy/dockerignore.txt")
        if "cargo build" in raw and "--locked" not in raw:
            fail(dockerfile_path, "cargo build without --locked")

# ---------------------------------------------------------------- dockerignore
a = os.path.join(deploy, "dockerignore.txt")
b = os.path.join(deploy, "Dockerfile.dockerignore")
for p in (a, b):
    if not os.path.isfile(p):
        fail(p, "missing")
if os.path.isfile(a) and os.path.isfile(b) and open(a).read() != open(b).read():
    fail(b, "differs from deploy/dockerignore.txt (keep the copies identical)")
root_ignore = os.path.join(root, ".dockerignore")
if os.path.isfile(root_ignore) and os.path.isfile(a) and open(root_ignore).read() != open(a).read():
    notes.append(".dockerignore at the root differs from deploy/dockerignore.txt")

for n in notes:
    print(f"deploy/check.sh: note: {n}", file=sys.stderr)
if errors:
    print("deploy/check.sh: FAIL", file=sys.stderr)
    for e in errors:
        print(f"  - {e}", file=sys.stderr)
    sys.exit(1)
print(f"deploy/check.sh: YAML and Dockerfile checks passed ({len(yaml_files)} YAML files)")
PY

if command -v kubectl >/dev/null 2>&1; then
    if ! out="$(kubectl kustomize "$here/k8s" 2>&1)"; then
        echo "deploy/check.sh: FAIL: kubectl kustomize deploy/k8s:" >&2
        echo "$out" >&2
        exit 1
    fi
    echo "deploy/check.sh: kubectl kustomize deploy/k8s renders"
fi
if docker compose version >/dev/null 2>&1; then
    if ! out="$(docker compose -f "$here/compose.yaml" config --quiet 2>&1)"; then
        echo "deploy/check.sh: FAIL: docker compose config:" >&2
        echo "$out" >&2
        exit 1
    fi
    echo "deploy/check.sh: docker compose config accepts compose.yaml"
fi
echo "deploy/check.sh: OK"
