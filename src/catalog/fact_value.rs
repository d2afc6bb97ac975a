//! A fact's value as written and why it could not be set: what the fact setter
//! (`facts.rs`) and the Young Jedi facts (`youngjedi.rs`) both read, so neither imports the
//! other for it.

/// A fact's value as written.
#[derive(Debug, Clone, PartialEq)]
pub enum FactValue {
    Text(String),
    Number(i64),
    List(Vec<String>),
}

/// A fact that could not be set: what was wrong and the accepted values.
#[derive(Debug, Clone, PartialEq)]
pub struct FactError {
    pub message: String,
    /// Valid choices, for the hint.
    pub expected: Vec<String>,
    /// Index into a list value where the problem is, if it is one element.
    pub element: Option<usize>,
}

impl FactError {
    pub(super) fn new(message: impl Into<String>, expected: Vec<String>) -> Self {
        FactError {
            message: message.into(),
            expected,
            element: None,
        }
    }
    pub(super) fn at(mut self, i: usize) -> Self {
        self.element = Some(i);
        self
    }
}

/// A list fact's items: a YAML list, or comma-separated text.
pub(super) fn list(v: &FactValue) -> Vec<String> {
    match v {
        FactValue::List(l) => l.clone(),
        FactValue::Text(t) => t
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect(),
        FactValue::Number(n) => vec![n.to_string()],
    }
}
