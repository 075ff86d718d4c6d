// The system SQLite (libsqlite3), plus the two destructor constants Swift cannot
// import from their macros.
#ifndef MAPWRIGHT_CSQLITE_SHIM_H
#define MAPWRIGHT_CSQLITE_SHIM_H

#include <sqlite3.h>

/// `SQLITE_STATIC`: SQLite uses the bound bytes in place; they must outlive the step.
static inline sqlite3_destructor_type csqlite_static(void) { return SQLITE_STATIC; }

/// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the bind returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
