//! CPU time of a process from `/proc/PID/stat`, and the core a process may
//! run on.

use std::process::Command;
use std::time::Duration;

/// Clock ticks per second of `utime`/`stime` (`getconf CLK_TCK`, normally
/// 100: a resolution of 10 ms, so a figure wants seconds of load).
pub fn clock_ticks_per_second() -> u64 {
    Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .and_then(|s| s.trim().parse().ok())
        .filter(|&t| t > 0)
        .unwrap_or(100)
}

/// The user + system CPU time a process (all its threads) has used, in
/// clock ticks. `pid` is a number, or `self`.
pub fn cpu_ticks(pid: &str) -> std::io::Result<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // The command name (field 2) is in parentheses and may hold spaces:
    // count the fields after its closing one. Field 3 (state) comes first,
    // so utime (field 14) and stime (field 15) are the 12th and 13th.
    let rest = stat
        .rfind(')')
        .map(|i| &stat[i + 1..])
        .ok_or_else(|| std::io::Error::other("no ')' in stat"))?;
    let mut fields = rest.split_whitespace().skip(11);
    let mut next = || -> std::io::Result<u64> {
        fields
            .next()
            .and_then(|f| f.parse().ok())
            .ok_or_else(|| std::io::Error::other("short stat"))
    };
    Ok(next()? + next()?)
}

/// Reads the CPU time of one process, as a [`Duration`].
#[derive(Debug, Clone)]
pub struct CpuClock {
    pid: String,
    ticks_per_second: u64,
}

impl CpuClock {
    /// The clock of process `pid` (a number, or `self`).
    pub fn new(pid: impl ToString, ticks_per_second: u64) -> CpuClock {
        CpuClock {
            pid: pid.to_string(),
            ticks_per_second,
        }
    }

    /// The CPU time used so far (zero if the process is gone).
    pub fn now(&self) -> Duration {
        let ticks = cpu_ticks(&self.pid).unwrap_or(0);
        Duration::from_secs_f64(ticks as f64 / self.ticks_per_second as f64)
    }

    /// The time its threads have waited for a CPU so far.
    pub fn waited(&self) -> Duration {
        run_queue_wait(&self.pid)
    }
}

/// The CPUs this process may run on, as the kernel lists them
/// (`Cpus_allowed_list` of `/proc/self/status`).
pub fn allowed_cpus() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Cpus_allowed_list:"))
                .map(|v| v.trim().to_owned())
        })
        .unwrap_or_else(|| "?".into())
}

/// The soft limit on open files (`Max open files` of `/proc/self/limits`).
pub fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// How long the threads of a process have waited, runnable, for a CPU
/// (the sum of `run_delay` of `/proc/PID/task/*/schedstat`): the mark of
/// other load on the machine competing for the core. Threads that ended are
/// not counted.
pub fn run_queue_wait(pid: &str) -> Duration {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Duration::ZERO;
    };
    let nanos: u64 = tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("schedstat")).ok())
        .filter_map(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .sum();
    Duration::from_nanos(nanos)
}
