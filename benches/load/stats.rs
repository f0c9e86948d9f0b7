//! Percentiles, the figures of one run, and the median and spread of the
//! figures over repeated runs.

use std::time::Duration;

/// The `p`-quantile (0 to 1) of sorted samples, by nearest rank.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Milliseconds, as a float.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Microseconds, as a float.
pub fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

/// One figure of a run.
#[derive(Debug, Clone)]
pub struct Metric {
    /// What it is, with its unit (`SubmitMove p50 ms`).
    pub name: String,
    /// Its value.
    pub value: f64,
}

/// The figures of one run of one scenario, in the order printed.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    /// The figures.
    pub metrics: Vec<Metric>,
    /// Notes printed with the run (errors, warnings).
    pub notes: Vec<String>,
}

impl Figures {
    /// Adds a figure.
    pub fn add(&mut self, name: impl Into<String>, value: f64) {
        self.metrics.push(Metric {
            name: name.into(),
            value,
        });
    }

    /// Adds p10, p50 and p99 of `samples` (in ms) under `what`.
    pub fn add_spread(&mut self, what: &str, samples: &mut [Duration]) {
        samples.sort_unstable();
        self.add(format!("{what} p10 ms"), ms(percentile(samples, 0.1)));
        self.add_latency(what, samples);
    }

    /// Adds p50 and p99 of `samples` (in ms) under `what`.
    pub fn add_latency(&mut self, what: &str, samples: &mut [Duration]) {
        samples.sort_unstable();
        self.add(format!("{what} p50 ms"), ms(percentile(samples, 0.5)));
        self.add(format!("{what} p99 ms"), ms(percentile(samples, 0.99)));
    }

    /// One line: `name value · name value`.
    pub fn line(&self) -> String {
        let parts: Vec<String> = self
            .metrics
            .iter()
            .map(|m| format!("{} {}", m.name, fmt(m.value)))
            .collect();
        parts.join(" · ")
    }
}

/// A number with a precision that fits its size.
pub fn fmt(v: f64) -> String {
    let a = v.abs();
    if a >= 1000.0 || a == 0.0 {
        format!("{v:.0}")
    } else if a >= 100.0 {
        format!("{v:.1}")
    } else if a >= 10.0 {
        format!("{v:.2}")
    } else {
        format!("{v:.3}")
    }
}

/// One row of the summary: a figure's median and range over the runs.
#[derive(Debug, Clone)]
pub struct Row {
    /// The scenario.
    pub scenario: String,
    /// The figure.
    pub name: String,
    /// The median over the runs.
    pub median: f64,
    /// The smallest.
    pub min: f64,
    /// The largest.
    pub max: f64,
    /// How many runs gave it.
    pub runs: usize,
}

/// The median and range of each figure over `runs` (figures missing from
/// some runs are summarised over the runs that have them).
pub fn summarise(scenario: &str, runs: &[Figures]) -> Vec<Row> {
    let mut names: Vec<&str> = Vec::new();
    for run in runs {
        for m in &run.metrics {
            if !names.contains(&m.name.as_str()) {
                names.push(&m.name);
            }
        }
    }
    names
        .into_iter()
        .map(|name| {
            let mut values: Vec<f64> = runs
                .iter()
                .flat_map(|r| r.metrics.iter().filter(|m| m.name == name))
                .map(|m| m.value)
                .collect();
            values.sort_by(f64::total_cmp);
            let n = values.len();
            let median = if n % 2 == 1 {
                values[n / 2]
            } else {
                (values[n / 2 - 1] + values[n / 2]) / 2.0
            };
            Row {
                scenario: scenario.to_owned(),
                name: name.to_owned(),
                median,
                min: values[0],
                max: values[n - 1],
                runs: n,
            }
        })
        .collect()
}

/// The summary as a Markdown table.
pub fn markdown(rows: &[Row]) -> String {
    let mut out = String::from(
        "| scenario | figure | median | min – max | runs |\n| --- | --- | ---: | ---: | ---: |\n",
    );
    let mut last = "";
    for row in rows {
        let scenario = if row.scenario == last {
            ""
        } else {
            &row.scenario
        };
        last = &row.scenario;
        out.push_str(&format!(
            "| {scenario} | {} | {} | {} – {} | {} |\n",
            row.name,
            fmt(row.median),
            fmt(row.min),
            fmt(row.max),
            row.runs
        ));
    }
    out
}

/// Some scenarios side by side: a row per figure (in the order they first
/// appear), a column per scenario, `median [min – max]` in each cell.
pub fn side_by_side(rows: &[Row], scenarios: &[&str]) -> String {
    let mut names: Vec<&str> = Vec::new();
    for row in rows
        .iter()
        .filter(|r| scenarios.contains(&r.scenario.as_str()))
    {
        if !names.contains(&row.name.as_str()) {
            names.push(&row.name);
        }
    }
    let mut out = format!(
        "| figure | {} |\n| --- |{}\n",
        scenarios.join(" | "),
        " ---: |".repeat(scenarios.len())
    );
    for name in names {
        let cells: Vec<String> = scenarios
            .iter()
            .map(|scenario| {
                match rows
                    .iter()
                    .find(|r| r.scenario == *scenario && r.name == name)
                {
                    Some(r) if r.runs > 1 => {
                        format!("{} [{} – {}]", fmt(r.median), fmt(r.min), fmt(r.max))
                    }
                    Some(r) => fmt(r.median),
                    None => "–".into(),
                }
            })
            .collect();
        out.push_str(&format!("| {name} | {} |\n", cells.join(" | ")));
    }
    out
}

/// `figure`'s median in one scenario over its median in another, for each
/// pair (`a`, `b`) whose two medians are there: a Markdown table, empty if
/// no pair is.
pub fn ratios(rows: &[Row], figure: &str, pairs: &[(&str, &str)]) -> String {
    let median = |scenario: &str| {
        rows.iter()
            .find(|r| r.scenario == scenario && r.name == figure)
            .map(|r| r.median)
    };
    let mut out = String::new();
    for (a, b) in pairs {
        if let (Some(x), Some(y)) = (median(a), median(b))
            && y > 0.0
        {
            if out.is_empty() {
                out = format!("| {figure} | ratio |\n| --- | ---: |\n");
            }
            out.push_str(&format!(
                "| {a} ÷ {b} ({} ÷ {}) | {}× |\n",
                fmt(x),
                fmt(y),
                fmt(x / y)
            ));
        }
    }
    out
}
