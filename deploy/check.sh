#!/usr/bin/env bash
# Static checks of deploy/ that run offline (no Docker engine, no cluster):
#   - every YAML file parses;
#   - Kubernetes: every object has apiVersion, kind and metadata.name; each
#     kustomization lists exactly the manifests (and kustomization
#     directories) beside it; the server Deployment has >= 2 replicas,
#     matching labels, gRPC liveness/readiness probes on 50051 (readiness on
#     the game service), non-root, read-only root, no privilege escalation,
#     resources, preferred pod anti-affinity, a preStop delay and a
#     terminationGracePeriodSeconds above preStop + the server's shutdown
#     grace, and MOUNTAIN_GOATS_DB from a Secret whose key exists in the
#     kustomization (or is documented as external in deploy/README.md) and
#     holds a postgres:// URL that agrees with the bundled database's
#     Secret and Service; the PodDisruptionBudget selects exactly the
#     server pods; every Service selects some workload's pods, the server
#     ones expose 50051 as grpc (a ClusterIP and a headless one); every
#     workload passes the "restricted" Pod Security checks;
#   - compose.yaml: services have an image or build, mounted files and
#     volumes exist; >= 2 server replicas whose MOUNTAIN_GOATS_DB is a
#     postgres:// URL to a postgres service with a pg_isready healthcheck
#     and a named volume, that they depend on being healthy; its password
#     agrees with POSTGRES_PASSWORD; one published address for the replicas
#     (a gRPC load balancer whose config exists and points at them), no host
#     port published twice, and any SQLite server is single and has /data;
#     an OpenTelemetry collector; an nginx in front of several replicas
#     routes by game: each upstream hashes (consistent, before keepalive)
#     on a key mapped from the routing header x-goog-request-params, and
#     lists every replica service once, by its own name, in the same order
#     as the other upstreams (a scaled service would be one point on the
#     hash ring, its replicas taken round robin);
#   - the collector config's pipelines use only components it defines;
#   - the Dockerfile has FROM, ENTRYPOINT/CMD, EXPOSE 50051 and a non-root
#     USER, its runtime stage installs no build tools, and everything it
#     COPYs exists and is allowed by the dockerignore;
#   - the image's build context: exactly the files the builder stage COPYs
#     (after the dockerignore) are staged in a temporary directory, and
#     there `cargo fetch --locked --offline` (parses every manifest the way
#     `cargo build` does: a declared bench/bin/example whose file was not
#     copied fails it) and `cargo metadata --locked --offline` run; the
#     staged workspace must have every lib/bin/build-script target the
#     repository has, the package the Dockerfile builds, and every file
#     the crates read at build time (include_bytes!/include_str!/include!
#     paths, and the paths named in build.rs, e.g. proto/, web/dist/);
#     without a local registry cache these cargo steps fall back to
#     narrower modes and finally to a note, never to a failure;
#   - the dockerignore copies agree.
# With kubectl on PATH the kustomization is also rendered (offline); with
# docker compose, `docker compose config` runs.
#
# Usage: deploy/check.sh        (from anywhere; exits non-zero on failure)
#        DEPLOY_CHECK_VERBOSE=1 deploy/check.sh   also lists the build-time file references
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
import base64
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from urllib.parse import unquote, urlsplit

deploy, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
errors = []
notes = []
passed = []  # one line per group of checks that ran


def verbose(message):
    if os.environ.get("DEPLOY_CHECK_VERBOSE"):
        print(f"deploy/check.sh: verbose: {message}", file=sys.stderr)


def fail(where, message):
    errors.append(f"{os.path.relpath(where, root)}: {message}")


try:
    import yaml
except ImportError:  # minimal fallback, see below
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


def selects(selector, labels):
    """A matchLabels-style selector selects these labels (empty selects nothing)."""
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def as_int(value, default=None):
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return default


k8s_dir = os.path.join(deploy, "k8s")
compose_path = os.path.join(deploy, "compose.yaml")
otel_path = os.path.join(deploy, "otel-collector.yaml")
readme_path = os.path.join(deploy, "README.md")
readme = open(readme_path, encoding="utf-8").read() if os.path.isfile(readme_path) else ""

SERVER_PORT = 50051
SERVER_SHUTDOWN_GRACE_DEFAULT = 5  # src/main.rs: MOUNTAIN_GOATS_SHUTDOWN_GRACE_SECS
READY_SERVICE = "mountain_goats.v1.GameService"
WORKLOAD_KINDS = ("Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job")


def postgres_url(value):
    return isinstance(value, str) and value.startswith(("postgres://", "postgresql://"))


if yaml is not None:
    # ------------------------------------------------------------- Kubernetes
    for path in yaml_files:
        if not path.startswith(k8s_dir + os.sep):
            continue
        for d in docs.get(path, []):
            if d.get("kind") == "Kustomization":
                continue
            for field in ("apiVersion", "kind"):
                if not isinstance(d.get(field), str) or not d.get(field):
                    fail(path, f"an object has no {field}")
            if not get(d, "metadata", "name"):
                fail(path, f"a {d.get('kind', 'object')} has no metadata.name")

    # Walk the kustomization tree from deploy/k8s: what `kubectl apply -k`
    # would apply.
    objects = []  # (path, doc)
    seen_dirs = set()

    def walk_kustomization(kdir):
        if kdir in seen_dirs:
            return
        seen_dirs.add(kdir)
        kpath = next(
            (os.path.join(kdir, n) for n in ("kustomization.yaml", "kustomization.yml", "Kustomization")
             if os.path.isfile(os.path.join(kdir, n))),
            None,
        )
        if kpath is None:
            fail(kdir, "no kustomization.yaml (kind: Kustomization)")
            return
        k = next((d for d in docs.get(kpath, []) if d.get("kind") in ("Kustomization", "Component")), None)
        if k is None:
            fail(kpath, "not a Kustomization")
            return
        if not isinstance(k.get("apiVersion"), str):
            fail(kpath, "no apiVersion")
        listed = list(k.get("resources") or []) + list(k.get("components") or [])
        if not listed:
            fail(kpath, "no resources listed")
        listed_files = set()
        for r in listed:
            target = os.path.normpath(os.path.join(kdir, r))
            if "://" in r:
                notes.append(f"{os.path.relpath(kpath, root)}: remote resource {r} not checked")
            elif os.path.isfile(target):
                listed_files.add(target)
                for d in docs.get(target, []):
                    objects.append((target, d))
            elif os.path.isdir(target):
                listed_files.add(target)
                walk_kustomization(target)
            else:
                fail(kpath, f"lists {r}, which does not exist")
        for entry in sorted(os.listdir(kdir)):
            full = os.path.join(kdir, entry)
            if full == kpath:
                continue
            if os.path.isfile(full) and entry.endswith((".yaml", ".yml")) and full not in listed_files:
                fail(kpath, f"does not list {entry}")
            if os.path.isdir(full) and full not in listed_files and any(
                os.path.isfile(os.path.join(full, n)) for n in ("kustomization.yaml", "kustomization.yml")
            ):
                fail(kpath, f"does not include the kustomization directory {entry}/")

    walk_kustomization(k8s_dir)

    def of_kind(kind):
        return [(p, d) for p, d in objects if d.get("kind") == kind]

    for need in ("Namespace", "Deployment", "Service", "PodDisruptionBudget"):
        if not of_kind(need):
            fail(k8s_dir, f"no {need}")

    secrets = {}  # name -> {key: value}
    for path, s in of_kind("Secret"):
        data = dict(s.get("stringData") or {})
        for key, value in (s.get("data") or {}).items():
            try:
                data.setdefault(key, base64.b64decode(str(value)).decode("utf-8", "replace"))
            except Exception:
                data.setdefault(key, None)
        secrets[get(s, "metadata", "name")] = data
    configmaps = {get(c, "metadata", "name"): c.get("data") or {} for _, c in of_kind("ConfigMap")}
    service_names = {get(d, "metadata", "name") for _, d in of_kind("Service")}

    def is_server_container(c):
        return "mountain-goats" in str(c.get("image", "")) or any(
            p.get("containerPort") == SERVER_PORT for p in c.get("ports") or []
        )

    workloads = []  # (path, doc, pod_labels, pod_spec)
    for kind in WORKLOAD_KINDS:
        for path, w in of_kind(kind):
            spec = w.get("spec") or {}
            labels = get(spec, "template", "metadata", "labels", default={}) or {}
            selector = get(spec, "selector", "matchLabels", default={}) or {}
            if kind != "Job" and not selects(selector, labels):
                fail(path, f"{kind} {get(w, 'metadata', 'name')}: spec.selector.matchLabels does not match the pod template's labels")
            workloads.append((path, w, labels, get(spec, "template", "spec", default={}) or {}))

    # Every workload: the namespace enforces the "restricted" Pod Security
    # Standard, and every container is hardened like the server.
    def env_of(c):
        """name -> ('value', v) | ('secret', name, key) | ('other',)."""
        env = {}
        for e in c.get("env") or []:
            if "value" in e:
                env[e.get("name")] = ("value", str(e.get("value")))
            elif get(e, "valueFrom", "secretKeyRef"):
                ref = get(e, "valueFrom", "secretKeyRef")
                env[e.get("name")] = ("secret", ref.get("name"), ref.get("key"))
            else:
                env[e.get("name")] = ("other",)
        for ef in c.get("envFrom") or []:
            if get(ef, "secretRef", "name") in secrets:
                for k, v in secrets[get(ef, "secretRef", "name")].items():
                    env.setdefault(k, ("value", v))
            if get(ef, "configMapRef", "name") in configmaps:
                for k, v in configmaps[get(ef, "configMapRef", "name")].items():
                    env.setdefault(k, ("value", str(v)))
        return env

    for path, w, labels, pod in workloads:
        wname = f"{w.get('kind')} {get(w, 'metadata', 'name')}"
        if pod.get("terminationGracePeriodSeconds") is None:
            fail(path, f"{wname}: no terminationGracePeriodSeconds")
        psc = pod.get("securityContext") or {}
        containers = (pod.get("initContainers") or []) + (pod.get("containers") or [])
        if not pod.get("containers"):
            fail(path, f"{wname}: no containers")
        claims = {get(t, "metadata", "name") for t in get(w, "spec", "volumeClaimTemplates", default=[]) or []}
        volumes = {v.get("name") for v in pod.get("volumes") or []} | claims
        for c in containers:
            name = f"{wname}, container {c.get('name', '?')}"
            csc = c.get("securityContext") or {}
            if not (psc.get("runAsNonRoot") or csc.get("runAsNonRoot")):
                fail(path, f"{name}: runAsNonRoot is not set")
            if csc.get("runAsUser", psc.get("runAsUser")) == 0:
                fail(path, f"{name}: runs as root (runAsUser 0)")
            if csc.get("readOnlyRootFilesystem") is not True:
                fail(path, f"{name}: readOnlyRootFilesystem is not true")
            if csc.get("allowPrivilegeEscalation") is not False:
                fail(path, f"{name}: allowPrivilegeEscalation is not false")
            if "ALL" not in (get(csc, "capabilities", "drop", default=[]) or []):
                fail(path, f"{name}: capabilities.drop does not include ALL")
            if get(csc, "seccompProfile", "type", default=get(psc, "seccompProfile", "type")) not in ("RuntimeDefault", "Localhost"):
                fail(path, f"{name}: no RuntimeDefault seccompProfile")
            if not get(c, "resources", "requests"):
                fail(path, f"{name}: no resources.requests")
            if not get(c, "resources", "limits", "memory"):
                fail(path, f"{name}: no resources.limits.memory")
            for m in c.get("volumeMounts") or []:
                if m.get("name") not in volumes:
                    fail(path, f"{name}: mounts unknown volume {m.get('name')}")
            for e in c.get("env") or []:
                ref = get(e, "valueFrom", "secretKeyRef")
                if ref and not ref.get("optional"):
                    if ref.get("name") in secrets:
                        if ref.get("key") not in secrets[ref.get("name")]:
                            fail(path, f"{name}: env {e.get('name')} refers to key {ref.get('key')}, which Secret {ref.get('name')} does not have")
                    elif ref.get("name") and re.search(rf"\b{re.escape(ref.get('name'))}\b", readme):
                        notes.append(f"{os.path.relpath(path, root)}: Secret {ref.get('name')} (key {ref.get('key')}) is external, as deploy/README.md documents")
                    else:
                        fail(path, f"{name}: env {e.get('name')} refers to Secret {ref.get('name')}, which the kustomization does not define and deploy/README.md does not document")
            for ef in c.get("envFrom") or []:
                sname = get(ef, "secretRef", "name")
                if sname and sname not in secrets and not get(ef, "secretRef", "optional"):
                    fail(path, f"{name}: envFrom refers to Secret {sname}, which the kustomization does not define")
        governing = get(w, "spec", "serviceName")
        if governing and governing not in service_names:
            fail(path, f"{wname}: serviceName {governing} is not defined")

    # The server.
    servers = [(p, w, l, pod) for p, w, l, pod in workloads
               if any(is_server_container(c) for c in pod.get("containers") or [])]
    server_deployments = [s for s in servers if s[1].get("kind") == "Deployment"]
    for path, w, _, _ in servers:
        if w.get("kind") != "Deployment":
            fail(path, f"the server runs as a {w.get('kind')}: expected a Deployment (the games are in PostgreSQL)")
    if not server_deployments:
        fail(k8s_dir, "no Deployment runs the server (image mountain-goats, port 50051)")
    if len(server_deployments) > 1:
        fail(k8s_dir, "more than one Deployment runs the server")
    server_labels = {}
    for path, dep, pod_labels, pod in server_deployments[:1]:
        server_labels = pod_labels
        spec = dep.get("spec") or {}
        replicas = spec.get("replicas", 1)
        if not isinstance(replicas, int) or replicas < 2:
            fail(path, f"replicas is {replicas}: at least 2 servers share the database")
        ru = get(spec, "strategy", "rollingUpdate", default={}) or {}
        if get(spec, "strategy", "type") == "Recreate":
            fail(path, "strategy Recreate takes every server down on a rollout")
        anti = get(pod, "affinity", "podAntiAffinity", default={}) or {}
        terms = [t.get("podAffinityTerm") or {} for t in anti.get("preferredDuringSchedulingIgnoredDuringExecution") or []]
        terms += anti.get("requiredDuringSchedulingIgnoredDuringExecution") or []
        if not any(
            t.get("topologyKey") == "kubernetes.io/hostname"
            and selects(get(t, "labelSelector", "matchLabels", default={}) or {}, pod_labels)
            for t in terms
        ):
            fail(path, "no pod anti-affinity on kubernetes.io/hostname selecting the server pods")
        if anti.get("requiredDuringSchedulingIgnoredDuringExecution"):
            notes.append(f"{os.path.relpath(path, root)}: required (not preferred) anti-affinity: replicas > nodes stay Pending")
        grace_pod = as_int(pod.get("terminationGracePeriodSeconds"), 30)
        for c in [c for c in pod.get("containers") or [] if is_server_container(c)]:
            name = f"container {c.get('name', '?')}"
            ports = {p.get("containerPort") for p in c.get("ports") or []}
            if SERVER_PORT not in ports:
                fail(path, f"{name}: no containerPort {SERVER_PORT}")
            for probe in ("livenessProbe", "readinessProbe"):
                if get(c, probe, "grpc", "port") != SERVER_PORT:
                    fail(path, f"{name}: {probe} is not a grpc probe on port {SERVER_PORT}")
            if get(c, "readinessProbe", "grpc", "port") == SERVER_PORT and get(c, "readinessProbe", "grpc", "service") != READY_SERVICE:
                fail(path, f"{name}: readinessProbe must ask for service {READY_SERVICE} (it alone turns NOT_SERVING when the store cannot write and on shutdown)")
            env = env_of(c)
            listen = env.get("MOUNTAIN_GOATS_LISTEN")
            if listen and listen[0] == "value" and not listen[1].endswith(f":{SERVER_PORT}"):
                fail(path, f"{name}: MOUNTAIN_GOATS_LISTEN={listen[1]} is not on port {SERVER_PORT}")
            db = env.get("MOUNTAIN_GOATS_DB")
            if db is None:
                fail(path, f"{name}: no MOUNTAIN_GOATS_DB (the image's default is a SQLite file: one store per pod)")
            elif db[0] == "value":
                fail(path, f"{name}: MOUNTAIN_GOATS_DB is a literal ({'a postgres URL with its password' if postgres_url(db[1]) else 'SQLite: one store per pod'}); take it from a Secret (secretKeyRef)")
            elif db[0] == "secret":
                url = secrets.get(db[1], {}).get(db[2])
                if url is not None:
                    if not postgres_url(url):
                        fail(path, f"{name}: Secret {db[1]} key {db[2]} is not a postgres:// URL")
                    else:
                        u = urlsplit(url)
                        host = (u.hostname or "").split(".")[0]
                        if host in service_names:
                            # The bundled database: the URL must agree with
                            # what the database is initialised with.
                            pg_pods = [
                                (pp, ww, pl, ppod) for pp, ww, pl, ppod in workloads
                                for _, svc in of_kind("Service")
                                if get(svc, "metadata", "name") == host and selects(get(svc, "spec", "selector", default={}) or {}, pl)
                            ]
                            svc_ports = {p.get("port") for _, svc in of_kind("Service") if get(svc, "metadata", "name") == host for p in get(svc, "spec", "ports", default=[]) or []}
                            if (u.port or 5432) not in svc_ports:
                                fail(path, f"{name}: the database URL's port {u.port or 5432} is not a port of Service {host}")
                            for pp, ww, _, ppod in pg_pods[:1]:
                                for pc in ppod.get("containers") or []:
                                    penv = env_of(pc)
                                    want = {
                                        "POSTGRES_USER": unquote(u.username or ""),
                                        "POSTGRES_PASSWORD": unquote(u.password or ""),
                                        "POSTGRES_DB": u.path.lstrip("/") or unquote(u.username or ""),
                                    }
                                    for var, value in want.items():
                                        have = penv.get(var, ("other",))
                                        if have[0] == "value" and have[1] != value:
                                            fail(path, f"{name}: the database URL's {var[9:].lower()} does not match {var} of {ww.get('kind')} {get(ww, 'metadata', 'name')}")
                            if not pg_pods:
                                fail(path, f"{name}: Service {host} of the database URL selects no pods")
                        else:
                            notes.append(f"{os.path.relpath(path, root)}: the database host {u.hostname} is outside the kustomization")
            grace_server = SERVER_SHUTDOWN_GRACE_DEFAULT
            g = env.get("MOUNTAIN_GOATS_SHUTDOWN_GRACE_SECS")
            if g and g[0] == "value":
                grace_server = as_int(g[1], SERVER_SHUTDOWN_GRACE_DEFAULT)
            pre = get(c, "lifecycle", "preStop", default={}) or {}
            delay = as_int(get(pre, "sleep", "seconds"))
            if delay is None:
                cmd = get(pre, "exec", "command", default=[]) or []
                m = re.search(r"\bsleep\s+(\d+)", " ".join(map(str, cmd)))
                delay = int(m.group(1)) if m else None
            if delay is None:
                fail(path, f"{name}: no preStop delay (sleep) to let the load balancers drain before SIGTERM")
                delay = 0
            if grace_pod <= delay + grace_server:
                fail(path, f"terminationGracePeriodSeconds {grace_pod} is not above preStop {delay} s + shutdown grace {grace_server} s")
            elif grace_pod < delay + grace_server + 5:
                notes.append(f"{os.path.relpath(path, root)}: terminationGracePeriodSeconds leaves under 5 s for closing the store")

    # PodDisruptionBudget: exactly the server pods.
    for path, pdb in of_kind("PodDisruptionBudget"):
        spec = pdb.get("spec") or {}
        sel = get(spec, "selector", "matchLabels", default={}) or {}
        if not server_labels or not selects(sel, server_labels):
            fail(path, f"PodDisruptionBudget {get(pdb, 'metadata', 'name')}: does not select the server Deployment's pods")
        for wp, w, labels, _ in workloads:
            if labels is not server_labels and selects(sel, labels):
                fail(path, f"PodDisruptionBudget {get(pdb, 'metadata', 'name')}: also selects {w.get('kind')} {get(w, 'metadata', 'name')}")
        if ("minAvailable" in spec) == ("maxUnavailable" in spec):
            fail(path, "set exactly one of minAvailable and maxUnavailable")
        replicas = get(server_deployments, 0, 1, "spec", "replicas", default=1) if server_deployments else 1
        if as_int(spec.get("maxUnavailable")) == 0:
            fail(path, "maxUnavailable 0 blocks every node drain")
        if as_int(spec.get("minAvailable")) is not None and as_int(spec.get("minAvailable")) >= replicas:
            fail(path, f"minAvailable {spec.get('minAvailable')} >= replicas {replicas} blocks every node drain")

    # Services.
    kinds_clusterip = set()
    for path, svc in of_kind("Service"):
        spec = svc.get("spec") or {}
        sname = get(svc, "metadata", "name")
        sel = spec.get("selector") or {}
        if not any(selects(sel, labels) for _, _, labels, _ in workloads):
            fail(path, f"service {sname}: selector selects no workload's pods")
        if server_labels and selects(sel, server_labels):
            kinds_clusterip.add("headless" if spec.get("clusterIP") == "None" else "clusterip")
            grpc = [p for p in spec.get("ports") or [] if p.get("port") == SERVER_PORT]
            if not grpc:
                fail(path, f"service {sname}: no port {SERVER_PORT}")
            for p in grpc:
                if p.get("name") != "grpc" or p.get("appProtocol") != "grpc":
                    fail(path, f"service {sname}: port {SERVER_PORT} must be named grpc with appProtocol grpc")
    if server_labels:
        for want, why in (("clusterip", "a ClusterIP Service"), ("headless", "a headless Service (clusterIP: None) for client-side balancing")):
            if want not in kinds_clusterip:
                fail(k8s_dir, f"no {why} selects the server pods")

    # The bundled PostgreSQL, when there is one.
    for path, w, _, pod in workloads:
        for c in pod.get("containers") or []:
            if not str(c.get("image", "")).split("/")[-1].startswith("postgres:"):
                continue
            if w.get("kind") != "StatefulSet" or get(w, "spec", "replicas", default=1) != 1:
                fail(path, "PostgreSQL must be a StatefulSet with 1 replica (one writer per data directory)")
            claims = {get(t, "metadata", "name") for t in get(w, "spec", "volumeClaimTemplates", default=[]) or []}
            mounts = {m.get("mountPath"): m.get("name") for m in c.get("volumeMounts") or []}
            if mounts.get("/var/lib/postgresql/data") not in claims:
                fail(path, "PostgreSQL's /var/lib/postgresql/data is not a volumeClaimTemplate")
            if not c.get("readinessProbe"):
                fail(path, "PostgreSQL has no readinessProbe")

    passed.append(f"Kubernetes: {len(objects)} objects from {len(seen_dirs)} kustomization(s)")

    # ---------------------------------------------------------------- compose
    def interpolate(value):
        """Compose's ${VAR:-default} / ${VAR-default} / ${VAR} / $$, with
        the defaults only (deploy/.env and the environment are ignored)."""
        if not isinstance(value, str):
            return value

        def sub(m):
            if m.group(0) == "$$":
                return "$"
            body = m.group(1) or m.group(2)
            for sep in (":-", "-", ":?", "?", ":+", "+"):
                if sep in body:
                    var, rest = body.split(sep, 1)
                    return rest if sep in (":-", "-") else ""
            return ""

        return re.sub(r"\$\$|\$\{([^}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)", sub, value)

    def env_dict(service):
        env = service.get("environment") or {}
        if isinstance(env, list):
            env = dict(e.split("=", 1) if "=" in e else (e, None) for e in env)
        out = {}
        env_files = service.get("env_file") or []
        for ef in [env_files] if isinstance(env_files, (str, dict)) else env_files:
            efp = ef.get("path") if isinstance(ef, dict) else ef
            full = os.path.join(deploy, efp)
            if os.path.isfile(full):
                for line in open(full, encoding="utf-8"):
                    line = line.strip()
                    if line and not line.startswith("#") and "=" in line:
                        k, v = line.split("=", 1)
                        out[k.strip()] = v.strip().strip("'\"")
            elif not (isinstance(ef, dict) and ef.get("required") is False):
                fail(compose_path, f"env_file {efp} does not exist")
        for k, v in env.items():
            out[k] = interpolate(v) if v is not None else None
        return out

    def published(service):
        """(host_ip, host_port, container_port) of each published port."""
        out = []
        for p in service.get("ports") or []:
            if isinstance(p, dict):
                if p.get("published") is not None:
                    out.append((p.get("host_ip", ""), str(p.get("published")), str(p.get("target"))))
                continue
            parts = str(p).split("/")[0].split(":")
            if len(parts) == 1:
                continue  # an ephemeral host port
            host_ip = parts[0] if len(parts) == 3 else ""
            out.append((host_ip, parts[-2], parts[-1]))
        return out

    compose = (docs.get(compose_path) or [None])[0]
    if compose is None:
        fail(compose_path, "missing or empty")
    else:
        services = compose.get("services")
        if not isinstance(services, dict) or not services:
            fail(compose_path, "no services")
            services = {}
        declared = set((compose.get("volumes") or {}).keys())
        host_ports = {}
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
            dep = s.get("depends_on") or {}
            for target in dep if isinstance(dep, (list, dict)) else []:
                if target not in services:
                    fail(compose_path, f"service {name}: depends on unknown service {target}")
            replicas = get(s, "deploy", "replicas", default=1)
            for host_ip, host_port, _ in published(s):
                if replicas != 1 and host_port and "-" not in host_port:
                    fail(compose_path, f"service {name}: {replicas} replicas cannot all publish host port {host_port}")
                key = (host_ip or "0.0.0.0", host_port)
                if key in host_ports:
                    fail(compose_path, f"services {host_ports[key]} and {name} both publish host port {host_port}")
                host_ports[key] = name

        def is_server(s):
            b = s.get("build")
            return "mountain-goats" in str(s.get("image", "")) or (
                isinstance(b, dict) and str(b.get("dockerfile", "")).endswith("deploy/Dockerfile")
            )

        def check_routing(conf, text, pg_servers):
            """Every call about one game to one replica: each upstream hashes
            on the game of the routing header, over every replica by name."""
            if sum(as_int(get(s, "deploy", "replicas", default=1), 1) for s, _, _ in pg_servers.values()) < 2:
                return
            # {target: source} of each `map SOURCE TARGET {`.
            maps = {t: src for src, t in re.findall(r"^\s*map\s+(\$\S+)\s+(\$\S+)\s*\{", text, re.M)}
            orders = []
            for up, body in re.findall(r"^\s*upstream\s+(\S+)\s*\{(.*?)^\s*\}", text, re.M | re.S):
                hashes = re.findall(r"^\s*hash\s+(\$\w+)\s+consistent\s*;", body, re.M)
                if len(hashes) != 1:
                    fail(conf, f"upstream {up}: no `hash $KEY consistent;` (each call about a game must reach one server)")
                    continue
                key = hashes[0]
                if key != "$http_x_goog_request_params" and maps.get(key) != "$http_x_goog_request_params":
                    fail(conf, f"upstream {up}: hashes on {key}, which is not mapped from the routing header $http_x_goog_request_params")
                keepalive = re.search(r"^\s*keepalive\s", body, re.M)
                if keepalive and keepalive.start() < re.search(r"^\s*hash\s", body, re.M).start():
                    fail(conf, f"upstream {up}: `keepalive` before `hash` (nginx wants the balancing method first)")
                names = re.findall(r"^\s*server\s+([A-Za-z0-9_.-]+):\d+", body, re.M)
                for n in sorted(set(names)):
                    if names.count(n) > 1:
                        fail(conf, f"upstream {up}: server {n} listed {names.count(n)} times")
                    if n in pg_servers and as_int(get(pg_servers[n][0], "deploy", "replicas", default=1), 1) > 1:
                        fail(conf, f"upstream {up}: {n} has several replicas behind one name: nginx hashes by the name, so they would be one point on the ring, taken round robin; give each replica a service of its own")
                missing = sorted(set(pg_servers) - set(names))
                if missing:
                    fail(conf, f"upstream {up}: no server line for the replica service(s) {missing}")
                orders.append((up, names))
            for (up, names), (other, other_names) in zip(orders, orders[1:]):
                if names != other_names:
                    fail(conf, f"upstreams {up} and {other} list different servers or orders ({names} / {other_names}): gRPC and gRPC-Web calls of one game would reach different servers")

        server_services = {n: s or {} for n, s in services.items() if is_server(s or {})}
        if not server_services:
            fail(compose_path, "no server service (image mountain-goats / build deploy/Dockerfile)")
        pg_servers = {}
        for name, s in server_services.items():
            env = env_dict(s)
            db = env.get("MOUNTAIN_GOATS_DB")
            if not s.get("restart"):
                fail(compose_path, f"{name} has no restart policy")
            listen = env.get("MOUNTAIN_GOATS_LISTEN")
            if listen and not listen.endswith(f":{SERVER_PORT}"):
                fail(compose_path, f"{name}: MOUNTAIN_GOATS_LISTEN={listen} is not on port {SERVER_PORT}")
            if postgres_url(db):
                pg_servers[name] = (s, env, db)
            else:
                # SQLite (the image's default): one server, on a volume.
                if get(s, "deploy", "replicas", default=1) != 1:
                    fail(compose_path, f"{name}: several replicas on SQLite (each would have its own games); use PostgreSQL")
                db_dir = os.path.dirname(db or "/data/mountain-goats.db")
                if not any(str(v).split(":")[1:2] == [db_dir] for v in s.get("volumes") or []):
                    fail(compose_path, f"{name}: SQLite at {db or '/data/mountain-goats.db'} but no volume at {db_dir}")
                if not published(s):
                    fail(compose_path, f"{name}: the SQLite server publishes no port")
        total = sum(as_int(get(s, "deploy", "replicas", default=1), 1) for s, _, _ in pg_servers.values())
        if total < 2:
            fail(compose_path, f"{total} server replica(s) on PostgreSQL: expected at least 2")
        pg_names = set()
        # Trusted proxies: the load balancer's own address, nothing wider.
        # A block (a private range) would let any other container, or a
        # client through Docker's gateway, name its own address in
        # X-Forwarded-For and escape the limits.
        lb_addresses = set()
        for svc_name, svc in services.items():
            for net in ((svc or {}).get("networks") or {}).values() if isinstance((svc or {}).get("networks"), dict) else []:
                if isinstance(net, dict) and net.get("ipv4_address"):
                    lb_addresses.add(str(net["ipv4_address"]))
        for name, s in server_services.items():
            trusted = env_dict(s).get("MOUNTAIN_GOATS_TRUSTED_PROXIES")
            if not trusted:
                continue
            for block in str(trusted).split(","):
                address, _, bits = block.strip().partition("/")
                if bits not in ("", "32", "128") or address not in lb_addresses:
                    fail(compose_path, f"{name}: MOUNTAIN_GOATS_TRUSTED_PROXIES trusts {block.strip()}, not the load balancer's fixed address ({', '.join(sorted(lb_addresses)) or 'none: give lb networks: … ipv4_address'})")
        for name, (s, env, db) in pg_servers.items():
            u = urlsplit(db)
            host = u.hostname or ""
            pg_names.add(host)
            pg = services.get(host)
            if pg is None:
                fail(compose_path, f"{name}: MOUNTAIN_GOATS_DB points at {host}, which is not a service")
                continue
            cond = get(s, "depends_on", host, "condition") if isinstance(s.get("depends_on"), dict) else None
            if cond != "service_healthy":
                fail(compose_path, f"{name}: does not depend on {host} being healthy (depends_on: {{{host}: {{condition: service_healthy}}}})")
            penv = env_dict(pg)
            checks = {
                "POSTGRES_USER": unquote(u.username or ""),
                "POSTGRES_PASSWORD": unquote(u.password or ""),
                "POSTGRES_DB": u.path.lstrip("/"),
            }
            for var, value in checks.items():
                have = penv.get(var)
                if var == "POSTGRES_PASSWORD" and have is None and penv.get("POSTGRES_PASSWORD_FILE"):
                    continue  # a compose secret; the server's URL cannot be compared
                if have is not None and have != value:
                    fail(compose_path, f"{name}: the database URL's {var[9:].lower()} ({value!r}) is not {host}'s {var} ({have!r})")
            if (u.port or 5432) != 5432:
                fail(compose_path, f"{name}: the database URL's port {u.port} is not PostgreSQL's 5432 inside the network")
        for host in pg_names:
            pg = services.get(host)
            if pg is None:
                continue
            if not str(pg.get("image", "")).startswith("postgres:"):
                fail(compose_path, f"service {host}: not the official postgres image")
            if "pg_isready" not in " ".join(map(str, get(pg, "healthcheck", "test", default=[]) or [])):
                fail(compose_path, f"service {host}: no pg_isready healthcheck")
            data_mounts = [v for v in pg.get("volumes") or [] if str(v).split(":")[1:2] == ["/var/lib/postgresql/data"]]
            if not data_mounts or str(data_mounts[0]).split(":")[0] not in declared:
                fail(compose_path, f"service {host}: no named volume at /var/lib/postgresql/data")
            if not pg.get("restart"):
                fail(compose_path, f"service {host}: no restart policy")
        if not pg_servers:
            fail(compose_path, "no postgres service for the servers")

        # One address for the replicas: a load balancer publishing 50051,
        # or servers publishing their own host ports.
        fronts = []
        for name, s in services.items():
            if name in server_services or not any(c == str(SERVER_PORT) or h == str(SERVER_PORT) for _, h, c in published(s or {})):
                continue
            fronts.append(name)
            confs = [os.path.join(deploy, str(v).split(":")[0]) for v in (s or {}).get("volumes") or []
                     if str(v).startswith(".") and str(v).split(":")[0].endswith(".conf")]
            if "nginx" in str((s or {}).get("image", "")):
                if not confs:
                    fail(compose_path, f"service {name}: nginx without a mounted .conf")
                for conf in confs:
                    if not os.path.isfile(conf):
                        continue
                    text = re.sub(r"#.*", "", open(conf, encoding="utf-8").read())
                    if "grpc_pass" not in text:
                        fail(conf, "no grpc_pass: nginx would not proxy gRPC")
                    if not re.search(r"^\s*http2\s+on\s*;|listen[^;]*\bhttp2\b", text, re.M):
                        fail(conf, "HTTP/2 is not on: gRPC clients could not connect")
                    targets = set(re.findall(r"^\s*server\s+([A-Za-z0-9_.-]+):(\d+)", text, re.M))
                    if not any(t in pg_servers and p == str(SERVER_PORT) for t, p in targets):
                        fail(conf, f"no upstream server points at the PostgreSQL server service(s) on port {SERVER_PORT}")
                    if re.search(r"\bresolve\b", text) and not re.search(r"^\s*resolver\s", text, re.M):
                        fail(conf, "`resolve` needs a `resolver` (Docker's is 127.0.0.11)")
                    if re.search(r"\bresolve\b", text) and not re.search(r"^\s*zone\s", text, re.M):
                        fail(conf, "`resolve` needs a shared memory `zone` in the upstream")
                    listens = set(re.findall(r"^\s*listen\s+(?:[\d.]+:)?(\d+)", text, re.M))
                    if not any(c in listens for _, _, c in published(s or {})):
                        fail(conf, f"listens on {sorted(listens)}, not on the port {name} publishes")
                    check_routing(conf, text, pg_servers)
            dep = (s or {}).get("depends_on") or {}
            if not any(t in pg_servers for t in dep):
                fail(compose_path, f"service {name}: does not depend on the servers it balances")
        direct = [n for n in pg_servers if published(pg_servers[n][0])]
        if not fronts and len(direct) < 2:
            fail(compose_path, f"no load balancer publishes {SERVER_PORT} for the server replicas (nor several server services with their own ports)")
        if not any("opentelemetry-collector" in str((s or {}).get("image", "")) for s in services.values()):
            fail(compose_path, "no OpenTelemetry collector service")
        passed.append(f"compose: {len(services)} services, {total} server replica(s) on PostgreSQL")

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


# ------------------------------------------------------------ dockerignore
class DockerIgnore:
    """The .dockerignore rules as BuildKit applies them (moby/patternmatcher):
    patterns in order, the last one that matches a path or one of its
    parent directories wins; `!` re-includes; `**` spans directories."""

    def __init__(self, path):
        self.path = path
        self.rules = []  # (regex, exclusion)
        if path is None or not os.path.isfile(path):
            return
        for line in open(path, encoding="utf-8"):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            include = line.startswith("!")
            pattern = os.path.normpath(line[1:].strip() if include else line).lstrip("/")
            if pattern == ".":
                continue
            self.rules.append((re.compile(self._regex(pattern)), include))

    @staticmethod
    def _regex(pattern):
        out, i = "^", 0
        while i < len(pattern):
            ch = pattern[i]
            if ch == "*":
                if pattern[i + 1:i + 2] == "*":
                    i += 1
                    if pattern[i + 1:i + 2] == "/":
                        i += 1
                    out += ".*" if i + 1 >= len(pattern) else "(.*/)?"
                else:
                    out += "[^/]*"
            elif ch == "?":
                out += "[^/]"
            elif ch == "\\" and i + 1 < len(pattern):
                i += 1
                out += re.escape(pattern[i])
            elif ch == "[":
                j = pattern.find("]", i)
                if j == -1:
                    out += re.escape(ch)
                else:
                    out += pattern[i:j + 1].replace("[!", "[^")
                    i = j
            else:
                out += re.escape(ch)
            i += 1
        return out + "$"

    def excluded(self, rel):
        rel = rel.strip("/")
        parts = rel.split("/")
        prefixes = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
        matched = False
        for regex, include in self.rules:
            if any(regex.match(p) for p in prefixes):
                matched = not include
        return matched


ignore_candidates = [
    os.path.join(deploy, "Dockerfile.dockerignore"),  # BuildKit, for -f deploy/Dockerfile
    os.path.join(root, ".dockerignore"),
    os.path.join(deploy, "dockerignore.txt"),
]
dockerignore = DockerIgnore(next((p for p in ignore_candidates if os.path.isfile(p)), None))


def context_files(src):
    """Files of the build context under `src` (repo-relative), after the
    dockerignore; [] when src is missing."""
    full = os.path.join(root, src)
    if os.path.isfile(full):
        return [] if dockerignore.excluded(src) else [src]
    found = []
    for d, dirs, files in os.walk(full, followlinks=True):
        dirs.sort()
        for f in sorted(files):
            rel = os.path.relpath(os.path.join(d, f), root)
            if not dockerignore.excluded(rel):
                found.append(rel)
    return found


# ------------------------------------------------------------------ Dockerfile
dockerfile_path = os.path.join(deploy, "Dockerfile")
instructions = []
if not os.path.isfile(dockerfile_path):
    fail(dockerfile_path, "missing")
else:
    raw = open(dockerfile_path, encoding="utf-8").read()
    # Join continuation lines, drop comments.
    logical, buf = [], ""
    for line in raw.splitlines():
        if line.lstrip().startswith("#"):
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
        if not any(p.split("/")[0] == str(SERVER_PORT) for p in exposed):
            fail(dockerfile_path, f"the runtime stage does not EXPOSE {SERVER_PORT}")
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
        for op, a in instructions:
            if op not in ("COPY", "ADD") or "--from" in a:
                continue
            parts = [p for p in a.split() if not p.startswith("--")]
            for src in parts[:-1]:
                src = src.strip("/").removeprefix("./")
                if any(ch in src for ch in "*?["):
                    continue  # globs: see the staging below
                if not os.path.exists(os.path.join(root, src)):
                    fail(dockerfile_path, f"COPY {src}: no such path in the repository root")
                elif not context_files(src):
                    fail(dockerfile_path, f"COPY {src}: excluded by {os.path.relpath(dockerignore.path or '-', root)}")
        if "cargo build" in raw and "--locked" not in raw:
            fail(dockerfile_path, "cargo build without --locked")

# ---------------------------------------------- the image's build, staged
# Stage exactly what the builder stage COPYs from the context (after the
# dockerignore) at the paths it copies them to, then ask cargo whether that
# tree is a complete workspace: `cargo build` in the image sees nothing else.
def stage_build(instructions, stage_root):
    """Returns (workdir of the cargo build, the RUN text) or (None, None)."""
    workdir, builder, run = "/", None, None
    for i, (op, a) in enumerate(instructions):
        if op == "FROM":
            if run is not None:
                break
            workdir = "/"
            builder = i
        elif op == "WORKDIR":
            workdir = os.path.normpath(os.path.join(workdir, a.strip()))
        elif op == "RUN" and re.search(r"\bcargo\s+(build|install)\b", a):
            run = (workdir, a)
            break
    if run is None:
        return None, None
    workdir = "/"
    for op, a in instructions[builder:]:
        if op == "WORKDIR":
            workdir = os.path.normpath(os.path.join(workdir, a.strip()))
        if op == "RUN" and a == run[1]:
            break
        if op not in ("COPY", "ADD"):
            continue
        flags = [p for p in a.split() if p.startswith("--")]
        if any(f.startswith("--from") for f in flags):
            continue
        if any(f.startswith("--exclude") for f in flags):
            notes.append("Dockerfile: COPY --exclude is not emulated by the staging")
        parts = [p for p in a.split() if not p.startswith("--")]
        if a.strip().startswith("["):
            parts = json.loads(a[a.index("["):])
        srcs, dest = parts[:-1], parts[-1]
        dest_abs = os.path.normpath(os.path.join(workdir, dest))
        dest_is_dir = dest.endswith("/") or len(srcs) > 1
        for src in srcs:
            src = os.path.normpath(src.removeprefix("./")).strip("/")
            if any(ch in src for ch in "*?["):
                matches = sorted(
                    os.path.relpath(os.path.join(d, n), root)
                    for d, dirs, files in os.walk(root)
                    for n in dirs + files
                    if fnmatch.fnmatch(os.path.relpath(os.path.join(d, n), root), src)
                ) if "/" in src else sorted(n for n in os.listdir(root) if fnmatch.fnmatch(n, src))
                dest_is_dir = True
            else:
                matches = [src]
            for m in matches:
                full = os.path.join(root, m)
                files = context_files(m)
                if not files:
                    continue  # reported above
                if os.path.isdir(full):
                    for f in files:
                        target = os.path.join(dest_abs, os.path.relpath(f, m))
                        staged_copy(f, stage_root, target)
                else:
                    target = os.path.join(dest_abs, os.path.basename(m)) if dest_is_dir else dest_abs
                    staged_copy(m, stage_root, target)
    return run


staged_from = {}  # stage path (absolute, in the image) -> repo-relative source


def staged_copy(rel, stage_root, target):
    out = os.path.join(stage_root, target.lstrip("/"))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    shutil.copyfile(os.path.join(root, rel), out)
    staged_from[target] = rel


def cargo(args, manifest):
    try:
        p = subprocess.run(
            ["cargo", *args, "--manifest-path", manifest],
            capture_output=True, text=True, timeout=300,
            env={**os.environ, "CARGO_TERM_COLOR": "never"},
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        return 1, "", str(e)
    return p.returncode, p.stdout, p.stderr


def first_error(stderr, replace=()):
    lines = [l for l in stderr.splitlines() if l.strip() and not l.startswith(("warning", "    Updating", "  |", "   ="))]
    text = " / ".join(lines[:4])[:400]
    for old, new in replace:
        text = text.replace(old, new)
    return text


def differential(label, modes, staged_manifest, repo_manifest, stage_root):
    """Runs cargo on the staged tree in the first mode that also works on
    the repository. A mode that fails on the repository too, with the same
    error (no registry cache here), is skipped with a note; a different
    error on the staged tree is a failure. Returns the staged stdout or None."""
    staged_dir = os.path.dirname(staged_manifest)
    for args in modes:
        rc, out, err = cargo(args, staged_manifest)
        if rc == 0:
            passed.append(f"image build context: cargo {' '.join(args)} passes on the staged files")
            return out
        serr = first_error(err, [(staged_dir, "<stage>"), (stage_root, "<stage>")])
        rrc, _, rerr = cargo(args, repo_manifest)
        rerr = first_error(rerr, [(root, "<stage>")])
        offline = lambda e: "--offline" in e or "failed to download" in e
        same = rerr.split(" / ")[0] == serr.split(" / ")[0] or (offline(serr) and offline(rerr))
        if rrc == 0 or not same:
            fail(dockerfile_path, f"the files the Dockerfile copies are not a complete workspace: `cargo {' '.join(args)}` fails on them{'' if rrc else ' (not on the repository)'}: {serr}")
            return None
        notes.append(f"cargo {' '.join(args)} cannot run here, on the repository either ({rerr}); trying a narrower check")
    notes.append(f"{label}: skipped (no mode works offline on this machine)")
    return None


if instructions:
    if shutil.which("cargo") is None:
        notes.append("cargo is not installed: the staged build context was not checked with cargo")
    with tempfile.TemporaryDirectory(prefix="mountain-goats-context-") as stage_root:
        workdir, run_text = stage_build(instructions, stage_root)
        if workdir is None:
            fail(dockerfile_path, "no RUN cargo build in any stage")
        else:
            staged_manifest = os.path.join(stage_root, workdir.lstrip("/"), "Cargo.toml")
            repo_manifest = os.path.join(root, "Cargo.toml")
            if not os.path.isfile(staged_manifest):
                fail(dockerfile_path, f"no Cargo.toml at {workdir} (the WORKDIR of `cargo build`)")
            elif "--locked" in run_text and not os.path.isfile(os.path.join(os.path.dirname(staged_manifest), "Cargo.lock")):
                fail(dockerfile_path, f"`cargo build --locked` but no Cargo.lock is copied to {workdir}")
            elif shutil.which("cargo"):
                host = "x86_64-unknown-linux-gnu"  # the image's default platform
                # 1. cargo fetch parses every manifest as `cargo build` does
                #    (a declared [[bench]], [[bin]] or [[example]] whose file
                #    is missing is an error here; `cargo metadata` merely
                #    leaves such a target out) and checks Cargo.lock.
                differential(
                    "cargo fetch",
                    [["fetch", "--locked", "--offline"], ["fetch", "--locked", "--offline", "--target", host]],
                    staged_manifest, repo_manifest, stage_root,
                )
                # 2. cargo metadata: the packages and targets of the staged
                #    workspace, compared with the repository's.
                fmt = ["--format-version", "1"]
                staged_meta = differential(
                    "cargo metadata",
                    [["metadata", "--locked", "--offline", *fmt],
                     ["metadata", "--locked", "--offline", *fmt, "--filter-platform", host],
                     ["metadata", "--locked", "--offline", *fmt, "--no-deps"]],
                    staged_manifest, repo_manifest, stage_root,
                )
                rc, repo_out, rerr = cargo(["metadata", "--offline", "--no-deps", *fmt], repo_manifest)
                if staged_meta and rc == 0:
                    smeta, rmeta = json.loads(staged_meta), json.loads(repo_out)
                    smembers = {p["name"]: p for p in smeta["packages"] if p["id"] in smeta["workspace_members"]}
                    rmembers = {p["name"]: p for p in rmeta["packages"] if p["id"] in rmeta["workspace_members"]}
                    for name in sorted(set(rmembers) - set(smembers)):
                        fail(dockerfile_path, f"workspace member {name} is missing from the staged build context")
                    m = re.search(r"(?:-p|--package)[ =]([A-Za-z0-9_-]+)", run_text)
                    if m and m.group(1) not in smembers:
                        fail(dockerfile_path, f"cargo build -p {m.group(1)}: no such package in the staged workspace")
                    build_kinds = lambda t: not set(t["kind"]) & {"test", "bench", "example"}
                    for name, rp in sorted(rmembers.items()):
                        sp = smembers.get(name)
                        if sp is None:
                            continue
                        have = {(tuple(t["kind"]), t["name"]) for t in sp["targets"]}
                        for t in rp["targets"]:
                            if build_kinds(t) and (tuple(t["kind"]), t["name"]) not in have:
                                fail(dockerfile_path, f"{name}: the {'/'.join(t['kind'])} target {t['name']} ({os.path.relpath(t['src_path'], root)}) is not in the staged build context")
                    # 3. Files the crates read at build time.
                    include_re = re.compile(
                        r'\binclude(?:_bytes|_str)?!\s*\(\s*(?:"((?:[^"\\]|\\.)*)"|concat!\s*\(\s*env!\s*\(\s*"CARGO_MANIFEST_DIR"\s*\)\s*,\s*"([^"]*)"\s*\))'
                    )
                    checked = 0
                    for name, rp in sorted(rmembers.items()):
                        sp = smembers.get(name)
                        if sp is None:
                            continue
                        rdir = os.path.dirname(rp["manifest_path"])
                        sdir = os.path.dirname(sp["manifest_path"])
                        sources = []
                        for d, _, files in os.walk(os.path.join(rdir, "src")):
                            sources += [os.path.join(d, f) for f in files if f.endswith(".rs")]
                        builds = [t["src_path"] for t in rp["targets"] if "custom-build" in t["kind"]]
                        for src in sorted(sources + builds):
                            rel_in_pkg = os.path.relpath(src, rdir)
                            staged_src = os.path.join(sdir, rel_in_pkg)
                            text = re.sub(r"//[^\n]*", "", open(src, encoding="utf-8", errors="replace").read())
                            for m in include_re.finditer(text):
                                if m.group(1) is not None:
                                    want_repo = os.path.normpath(os.path.join(os.path.dirname(src), m.group(1)))
                                    want_stage = os.path.normpath(os.path.join(os.path.dirname(staged_src), m.group(1)))
                                else:
                                    want_repo = os.path.normpath(rdir + "/" + m.group(2))
                                    want_stage = os.path.normpath(sdir + "/" + m.group(2))
                                checked += 1
                                verbose(f"{os.path.relpath(src, root)}: include {os.path.relpath(want_repo, root)} -> {want_stage.replace(stage_root, '<stage>')}")
                                if not os.path.exists(want_stage):
                                    fail(dockerfile_path, f"{os.path.relpath(src, root)} includes {os.path.relpath(want_repo, root)}, which the Dockerfile does not copy{'' if os.path.exists(want_repo) else ' (missing in the repository too)'}")
                        # build.rs: every string literal naming a path that
                        # exists beside the package (or inside a directory
                        # another literal names, e.g. proto/).
                        for script in builds:
                            text = re.sub(r"//[^\n]*", "", open(script, encoding="utf-8", errors="replace").read())
                            literals = [re.sub(r"^cargo::?rerun-if-changed=", "", l) for l in re.findall(r'"((?:[^"\\]|\\.)*)"', text)]
                            literals = [l for l in literals if l.strip() and l not in (".", "..") and not re.search(r'[{}\\\n]|^cargo:', l)]
                            dirs = sorted({l for l in literals if os.path.isdir(os.path.join(rdir, l))})
                            rels = sorted({os.path.normpath(os.path.join(base, lit)) for lit in set(literals) for base in [""] + dirs})
                            for rel in rels:
                                if True:
                                    rpath = os.path.normpath(os.path.join(rdir, rel))
                                    if rel.startswith("target") or not os.path.exists(rpath) or not rpath.startswith(root + os.sep):
                                        continue
                                    spath = os.path.normpath(os.path.join(sdir, rel))
                                    checked += 1
                                    verbose(f"{os.path.relpath(script, root)}: reads {os.path.relpath(rpath, root)} -> {spath.replace(stage_root, '<stage>')}")
                                    if os.path.isdir(rpath):
                                        for f in context_files(os.path.relpath(rpath, root)):
                                            if not os.path.exists(os.path.join(spath, os.path.relpath(os.path.join(root, f), rpath))):
                                                fail(dockerfile_path, f"{os.path.relpath(script, root)} reads {os.path.relpath(rpath, root)}/, but {f} is not copied")
                                                break
                                        if not os.path.isdir(spath):
                                            fail(dockerfile_path, f"{os.path.relpath(script, root)} reads {os.path.relpath(rpath, root)}/, which the Dockerfile does not copy")
                                    elif not os.path.exists(spath):
                                        fail(dockerfile_path, f"{os.path.relpath(script, root)} reads {os.path.relpath(rpath, root)}, which the Dockerfile does not copy")
                    passed.append(f"image build context: {len(staged_from)} staged files; {len(smembers)} workspace members with their build targets; {checked} build-time file references present")
                elif rc != 0:
                    notes.append(f"cargo metadata --no-deps fails on the repository itself ({first_error(rerr)}): targets and include! paths not compared")

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
for line in passed:
    print(f"deploy/check.sh: ok: {line}")
print(f"deploy/check.sh: YAML, Kubernetes, compose, Dockerfile and build-context checks passed ({len(yaml_files)} YAML files)")
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
