//! Uniqueness: one copy of a unique card on table, whichever side it is on.
