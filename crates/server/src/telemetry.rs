//! Logs, traces and metrics: `tracing` to stderr (text or JSON lines), and
//! spans and metrics ([`mountain_goats_core::metrics`]) exported over OTLP/gRPC when
//! `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the standard OpenTelemetry
//! variables configure the exporters, `OTEL_METRIC_EXPORT_INTERVAL` how
//! often metrics go out).

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::Resource;
use opentelemetry_sdk::metrics::SdkMeterProvider;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

/// The installed telemetry; dropping it flushes the spans not yet exported.
#[derive(Debug)]
pub struct Telemetry {
    provider: Option<SdkTracerProvider>,
    meters: Option<SdkMeterProvider>,
}

/// Why telemetry could not start.
#[derive(Debug, thiserror::Error)]
pub enum TelemetryError {
    /// The OTLP exporter could not be built.
    #[error("OTLP exporter: {0}")]
    Exporter(#[from] opentelemetry_otlp::ExporterBuildError),
}

fn resource() -> Resource {
    Resource::builder()
        .with_service_name("mountain-goats")
        .build()
}

/// Installs the global subscriber. Must run inside a Tokio runtime when
/// OTLP export is on: the exporter's connection lives on it.
pub fn init(json: bool) -> Result<Telemetry, TelemetryError> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let exporting = std::env::var_os("OTEL_EXPORTER_OTLP_ENDPOINT").is_some();
    let provider = if exporting {
        let exporter = opentelemetry_otlp::SpanExporter::builder()
            .with_tonic()
            .build()?;
        Some(
            SdkTracerProvider::builder()
                .with_batch_exporter(exporter)
                .with_resource(resource())
                .build(),
        )
    } else {
        None
    };
    let meters = if exporting {
        let exporter = opentelemetry_otlp::MetricExporter::builder()
            .with_tonic()
            .build()?;
        let meters = SdkMeterProvider::builder()
            .with_periodic_exporter(exporter)
            .with_resource(resource())
            .build();
        opentelemetry::global::set_meter_provider(meters.clone());
        Some(meters)
    } else {
        None
    };
    let otel = provider
        .as_ref()
        .map(|p| tracing_opentelemetry::layer().with_tracer(p.tracer("mountain-goats")));
    let registry = tracing_subscriber::registry().with(filter).with(otel);
    // Colour codes only for a person at a terminal, never into log files.
    let stderr = tracing_subscriber::fmt::layer()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    if json {
        registry.with(stderr.json()).init();
    } else {
        registry.with(stderr).init();
    }
    Ok(Telemetry { provider, meters })
}

impl Drop for Telemetry {
    fn drop(&mut self) {
        // The last figures go out before the process ends.
        if let Some(meters) = self.meters.take()
            && let Err(error) = meters.shutdown()
        {
            eprintln!("mountain-goats: flushing metrics failed: {error}");
        }
        if let Some(provider) = self.provider.take()
            && let Err(error) = provider.shutdown()
        {
            eprintln!("mountain-goats: flushing traces failed: {error}");
        }
    }
}
