//! A move `moves` lists, asked back as a `can` question in the query language: its card's name
//! and its label's destination, quoted as printed.

use swjudge::verdict::MoveEntry;

/// A name as printed, quoted for a question.
fn quoted(name: &str) -> Option<String> {
    (!name.contains('"')).then(|| format!("\"{name}\""))
}

/// The `can` question a listed move asks, from its card and label; `None` for a label no
/// question form reads (a new kind of move) or a name that cannot be quoted.
pub fn question(m: &MoveEntry) -> Option<String> {
    let card = quoted(&m.card)?;
    const FORMS: &[(&str, &str, &str)] = &[
        ("move to ", "move", "to"),
        ("take off to ", "take-off", "to"),
        ("land at ", "land", "at"),
        ("shuttle to ", "shuttle", "to"),
        ("docking bay transit to ", "transit", "to"),
        ("embark on ", "embark", "on"),
        ("transfer to ", "transfer", "to"),
    ];
    if m.movement.starts_with("disembark from ") {
        return Some(format!("can disembark {card}"));
    }
    FORMS.iter().find_map(|(prefix, verb, role)| {
        let dest = m.movement.strip_prefix(prefix)?;
        Some(format!("can {verb} {card} {role} {}", quoted(dest)?))
    })
}
