//! Threads for work no player waits on (win-chance estimates), at the
//! lowest CPU priority the system has: on a busy core the scheduler runs
//! the games first, and the estimates in the time left.
//!
//! Measured before this (BENCHMARKS.md, "Win chances while games are
//! played"): a flood of `GetWinChances` on one core halved the moves the
//! games made, because estimates ran on tokio's blocking threads at the
//! server's own priority.

use std::sync::{Arc, Mutex, mpsc};

use tokio::sync::oneshot;

/// The niceness of the background threads: the lowest priority on Linux.
pub const NICENESS: i32 = 19;

type Job = Box<dyn FnOnce() + Send>;

/// A fixed pool of low-priority threads; cheap to clone.
#[derive(Clone, Debug)]
pub struct Background {
    jobs: mpsc::Sender<Job>,
}

/// The pool's threads are gone (the process is ending).
#[derive(Debug, thiserror::Error)]
#[error("the background threads are gone")]
pub struct Gone;

impl Background {
    /// `threads` threads named `{name}-N`, each lowering its own priority
    /// to [`NICENESS`] as it starts. A system that refuses (none does for
    /// lowering) leaves them at the server's priority, with a warning.
    pub fn new(name: &str, threads: usize) -> Background {
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for n in 0..threads.max(1) {
            let queue = queue.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("{name}-{n}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        let job = {
                            let queue = queue.lock().unwrap_or_else(|p| p.into_inner());
                            queue.recv()
                        };
                        match job {
                            Ok(job) => job(),
                            // Every sender dropped: the pool is done.
                            Err(_) => return,
                        }
                    }
                });
            if let Err(error) = spawned {
                tracing::warn!(%error, "a background thread could not be started");
            }
        }
        Background { jobs }
    }

    /// Runs `work` on one of the pool's threads and waits for its result.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Gone> {
        let (done, result) = oneshot::channel();
        self.jobs
            .send(Box::new(move || {
                let _ = done.send(work());
            }))
            .map_err(|_| Gone)?;
        result.await.map_err(|_| Gone)
    }
}

/// Lowers the calling thread's priority to [`NICENESS`] (Linux keeps a
/// niceness per thread).
fn lower_priority() {
    let thread = rustix::thread::gettid();
    if let Err(error) = rustix::process::setpriority_process(Some(thread), NICENESS) {
        tracing::warn!(%error, "a background thread keeps the server's priority");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_runs_at_the_lowest_priority() {
        let pool = Background::new("test-background", 2);
        let (niceness, name) = pool
            .run(|| {
                let me = rustix::thread::gettid();
                (
                    rustix::process::getpriority_process(Some(me)).expect("a priority"),
                    std::thread::current().name().map(str::to_owned),
                )
            })
            .await
            .expect("the pool runs it");
        assert_eq!(niceness, NICENESS);
        assert!(name.is_some_and(|n| n.starts_with("test-background-")));
        // The caller's own thread is left alone.
        let me = rustix::thread::gettid();
        assert_ne!(
            rustix::process::getpriority_process(Some(me)).ok(),
            Some(NICENESS)
        );
    }
}
