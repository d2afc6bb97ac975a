//! A cancel flag for the work of one request: the server sets it when a request's time limit
//! has answered (or its client has gone), and the long searches (`reach`, `moves`) look at it
//! between steps and stop. The flag belongs to the thread doing the work ([`scope`]); where
//! no flag is set (the CLI), nothing is ever cancelled.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

thread_local! {
    static FLAG: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Whether the work on this thread has been asked to stop.
pub fn requested() -> bool {
    FLAG.with(|f| {
        f.borrow()
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    })
}

/// The flag of the work on this thread until the returned guard is dropped.
pub fn scope(flag: Arc<AtomicBool>) -> Scope {
    let before = FLAG.with(|f| f.borrow_mut().replace(flag));
    Scope { before }
}

/// Puts back the flag that was set before [`scope`].
pub struct Scope {
    before: Option<Arc<AtomicBool>>,
}

impl Drop for Scope {
    fn drop(&mut self) {
        let before = self.before.take();
        FLAG.with(|f| *f.borrow_mut() = before);
    }
}

/// What a search says when it stopped because its work was cancelled.
pub const STOPPED: &str = "the search was stopped: the request's time limit passed before it ended";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flag_holds_on_its_thread_for_its_scope() {
        assert!(!requested());
        let flag = Arc::new(AtomicBool::new(false));
        {
            let _s = scope(flag.clone());
            assert!(!requested());
            flag.store(true, Ordering::Relaxed);
            assert!(requested());
            assert!(!std::thread::spawn(requested).join().expect("joined"));
        }
        assert!(!requested());
    }
}
