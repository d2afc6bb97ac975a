//! Reading what a user hands the judge, with a bound.
//!
//! A file's reported size cannot be trusted: `/dev/zero`, a FIFO or a `/proc` file report 0
//! bytes and never end, and a FIFO with no writer blocks whoever opens it. So a path must name
//! a regular file (checked before it is opened), and every read stops one byte past its limit
//! whatever the file claimed. [`read_bounded`] takes any [`Read`] (stdin included).

use std::fmt;
use std::io::{self, Read};
use std::path::Path;

/// Why an input was refused.
#[derive(Debug)]
pub enum InputError {
    /// The path names something that is not a regular file: a directory, a FIFO, a device, a
    /// socket. `kind` says which, in words.
    NotAFile { kind: &'static str },
    /// More than `limit` bytes. `size` is the size the file reported, when it reported one
    /// larger than the limit (a stream only shows it holds more).
    TooLarge { limit: usize, size: Option<u64> },
    /// The system refused (missing file, permissions…).
    Io(io::Error),
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NotAFile { kind } => write!(f, "is {kind}, not a regular file"),
            InputError::TooLarge {
                limit,
                size: Some(size),
            } => write!(
                f,
                "is {size} bytes; the limit is {limit} bytes ({})",
                human_bytes(*limit)
            ),
            InputError::TooLarge { limit, size: None } => write!(
                f,
                "holds more than the limit of {limit} bytes ({})",
                human_bytes(*limit)
            ),
            InputError::Io(e) => write!(f, "cannot be read: {e}"),
        }
    }
}

impl std::error::Error for InputError {}

/// `8 MiB`, `64 MiB`, `512 KiB`, or bytes.
pub fn human_bytes(n: usize) -> String {
    if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n.is_multiple_of(1 << 10) {
        format!("{} KiB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

/// Everything `reader` holds, refused once it passes `limit` bytes (at most `limit + 1` bytes
/// are ever read).
pub fn read_bounded<R: Read>(reader: R, limit: usize) -> Result<Vec<u8>, InputError> {
    let mut out = Vec::new();
    let cap = u64::try_from(limit).unwrap_or(u64::MAX).saturating_add(1);
    reader
        .take(cap)
        .read_to_end(&mut out)
        .map_err(InputError::Io)?;
    if out.len() > limit {
        return Err(InputError::TooLarge { limit, size: None });
    }
    Ok(out)
}

/// The bytes of the regular file at `path`, at most `limit` of them. Anything else (a
/// directory, a FIFO, a device) is refused before it is opened, so a FIFO with no writer
/// cannot block.
pub fn read_file(path: &Path, limit: usize) -> Result<Vec<u8>, InputError> {
    let meta = std::fs::metadata(path).map_err(InputError::Io)?;
    check_regular(&meta)?;
    if meta.len() > limit as u64 {
        return Err(InputError::TooLarge {
            limit,
            size: Some(meta.len()),
        });
    }
    let file = std::fs::File::open(path).map_err(InputError::Io)?;
    // What was opened may not be what was looked at (a path swapped in between).
    check_regular(&file.metadata().map_err(InputError::Io)?)?;
    read_bounded(file, limit)
}

/// Is `path` a regular file? (A directory, a FIFO, a device, a socket is refused, unopened.)
pub fn regular(path: &Path) -> Result<(), InputError> {
    check_regular(&std::fs::metadata(path).map_err(InputError::Io)?)
}

fn check_regular(meta: &std::fs::Metadata) -> Result<(), InputError> {
    if meta.is_file() {
        return Ok(());
    }
    Err(InputError::NotAFile {
        kind: kind_of(meta),
    })
}

fn kind_of(meta: &std::fs::Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_is_cut_one_byte_past_its_limit() {
        let endless = io::repeat(b'x');
        match read_bounded(endless, 1000) {
            Err(InputError::TooLarge {
                limit: 1000,
                size: None,
            }) => {}
            other => panic!("{other:?}"),
        }
        assert_eq!(read_bounded(&b"abc"[..], 3).unwrap(), b"abc");
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_directories_are_refused_unopened() {
        assert!(matches!(
            read_file(Path::new("/dev/zero"), 10),
            Err(InputError::NotAFile { kind: "a device" })
        ));
        assert!(matches!(
            read_file(Path::new("/"), 10),
            Err(InputError::NotAFile {
                kind: "a directory"
            })
        ));
    }

    #[test]
    fn sizes_are_written_for_people() {
        assert_eq!(human_bytes(8 << 20), "8 MiB");
        assert_eq!(human_bytes(2048), "2 KiB");
        assert_eq!(human_bytes(1000), "1000 bytes");
    }
}
