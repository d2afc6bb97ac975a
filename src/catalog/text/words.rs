//! Words a template asks of a sentence whatever its shape.

/// Does a sentence forbid or limit ("may not", "cannot", "never", "only")? Words, not parts
/// of words: "whenever" limits nothing.
pub(super) fn limits(s: &str) -> bool {
    let l = s.to_lowercase();
    let words: Vec<&str> = l
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    l.contains("may not")
        || words
            .iter()
            .any(|w| matches!(*w, "cannot" | "never" | "only"))
}
