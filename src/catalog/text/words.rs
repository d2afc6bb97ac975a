//! Words a template asks of a sentence whatever its shape.

use super::facts::Who;

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

/// Whom words name: "each of your X", "your X" (the card's side's), "each opponent's X",
/// "opponent's X", else either side's (the grammar's templates of prices share it).
pub(super) fn whose(w: &str) -> Who {
    let l = w.to_ascii_lowercase();
    let lead = |x: &str| l.strip_prefix(x).map(|_| w[x.len()..].to_string());
    if let Some(x) = lead("each of your ").or_else(|| lead("your ")) {
        Who::Yours(x)
    } else if let Some(x) = lead("each of opponent's ")
        .or_else(|| lead("each opponent's "))
        .or_else(|| lead("opponent's "))
    {
        Who::Opponents(x)
    } else {
        Who::Any(lead("each ").unwrap_or_else(|| w.to_string()))
    }
}
