//! Where something was written: a byte range into the scenario text. Diagnostics of the loader,
//! the board and the validator all point with it.

/// Byte range into the scenario text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ByteSpan {
    pub start: usize,
    pub len: usize,
}

impl ByteSpan {
    pub fn new(start: usize, len: usize) -> Self {
        ByteSpan { start, len }
    }
    pub fn end(&self) -> usize {
        self.start + self.len
    }
}

impl From<ByteSpan> for miette::SourceSpan {
    fn from(s: ByteSpan) -> Self {
        (s.start, s.len).into()
    }
}
