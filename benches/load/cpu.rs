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

/// What `/proc/PID/stat` says of one process's CPU time, in clock ticks,
/// and its parent.
#[derive(Debug, Clone, Copy)]
pub struct ProcStat {
    /// The parent's pid (field 4).
    pub ppid: u32,
    /// `utime` + `stime` of its own threads.
    pub own: u64,
    /// `cutime` + `cstime`: its children that ended and were waited for.
    pub reaped_children: u64,
}

/// Reads `/proc/PID/stat`; `None` if the process is gone.
pub fn proc_stat(pid: u32) -> Option<ProcStat> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let rest = &stat[stat.rfind(')')? + 1..];
    // After the name: state (3), ppid (4), … utime (14) … cstime (17).
    let fields: Vec<u64> = rest
        .split_whitespace()
        .skip(1)
        .take(16)
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    if fields.len() < 16 {
        return None;
    }
    Some(ProcStat {
        ppid: u32::try_from(fields[0]).ok()?,
        own: fields[10] + fields[11],
        reaped_children: fields[12] + fields[13],
    })
}

/// The processes whose parent is `pid` (one scan of `/proc`).
pub fn children(pid: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&p| proc_stat(p).is_some_and(|s| s.ppid == pid))
        .collect()
}

/// The CPUs process `pid` may run on (`Cpus_allowed_list`).
pub fn allowed_cpus_of(pid: u32) -> String {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Cpus_allowed_list:"))
                .map(|v| v.trim().to_owned())
        })
        .unwrap_or_else(|| "?".into())
}

/// The time core `core` has been busy (user, nice, system, irq, softirq,
/// steal: all but idle and iowait) with any process, from `/proc/stat`.
pub fn core_busy(core: usize, ticks_per_second: u64) -> Duration {
    let name = format!("cpu{core}");
    let ticks: u64 = std::fs::read_to_string("/proc/stat")
        .ok()
        .and_then(|stat| {
            let line = stat
                .lines()
                .find(|l| l.split_whitespace().next() == Some(name.as_str()))?;
            let fields: Vec<u64> = line
                .split_whitespace()
                .skip(1)
                .map(|f| f.parse().unwrap_or(0))
                .collect();
            // user nice system idle iowait irq softirq steal
            Some(
                [0, 1, 2, 5, 6, 7]
                    .iter()
                    .filter_map(|&i| fields.get(i))
                    .sum(),
            )
        })
        .unwrap_or(0);
    Duration::from_secs_f64(ticks as f64 / ticks_per_second as f64)
}

/// How many cores the machine has (the `cpuN` lines of `/proc/stat`),
/// whatever this process may run on.
pub fn core_count() -> usize {
    std::fs::read_to_string("/proc/stat")
        .map(|stat| {
            stat.lines()
                .filter(|l| {
                    l.strip_prefix("cpu")
                        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
                })
                .count()
        })
        .unwrap_or(1)
        .max(1)
}

/// The CPU time of a process and of the processes it has (PostgreSQL's
/// postmaster and its backends, nginx's master and its workers), plus that
/// of its children that ended and were waited for (`cutime`).
#[derive(Debug, Clone)]
pub struct TreeClock {
    root: u32,
    ticks_per_second: u64,
}

impl TreeClock {
    /// The clock of `root` and its children.
    pub fn new(root: u32, ticks_per_second: u64) -> TreeClock {
        TreeClock {
            root,
            ticks_per_second,
        }
    }

    /// The CPU time used so far.
    pub fn now(&self) -> Duration {
        let mut ticks = proc_stat(self.root).map_or(0, |s| s.own + s.reaped_children);
        for child in children(self.root) {
            ticks += proc_stat(child).map_or(0, |s| s.own);
        }
        Duration::from_secs_f64(ticks as f64 / self.ticks_per_second as f64)
    }

    /// The time its processes have waited for a CPU so far (those alive).
    pub fn waited(&self) -> Duration {
        let mut pids = vec![self.root];
        pids.extend(children(self.root));
        pids.iter().map(|p| run_queue_wait(&p.to_string())).sum()
    }
}
