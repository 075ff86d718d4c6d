// The system SQLite (libsqlite3), plus the two destructor constants Swift cannot
// import from their macros and the variadic configuration call Swift cannot make.
#ifndef MAPWRIGHT_CSQLITE_SHIM_H
#define MAPWRIGHT_CSQLITE_SHIM_H

#include <sqlite3.h>

/// `SQLITE_STATIC`: SQLite uses the bound bytes in place; they must outlive the step.
static inline sqlite3_destructor_type csqlite_static(void) { return SQLITE_STATIC; }

/// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the bind returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

/// Turns off SQLite's legacy "double-quoted string literal" fallback for statements and
/// for schema definitions (`SQLITE_DBCONFIG_DQS_DML`, `SQLITE_DBCONFIG_DQS_DDL`), so that
/// a quoted name that is not a column is an error rather than a string literal. Returns
/// SQLite's result code (`SQLITE_OK` when both settings took).
static inline int csqlite_disable_double_quoted_strings(sqlite3 *db) {
    int code = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)0);
    if (code != SQLITE_OK) return code;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)0);
}

#endif
