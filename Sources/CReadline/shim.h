#ifndef CREADLINE_SHIM_H
#define CREADLINE_SHIM_H
#include <stdio.h>               /* before readline.h: older readline and libedit need it */
#include <readline/readline.h>
#include <readline/history.h>

/* Swift 6 rejects mutable C globals; the few the REPL touches go through these. */
static inline void crl_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void crl_set_attempted_completion(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline void crl_set_attempted_completion_over(int value) { rl_attempted_completion_over = value; }
static inline void crl_set_completion_append_character(int c) { rl_completion_append_character = c; }
static inline const char *crl_line_buffer(void) { return rl_line_buffer; }
/* Whether readline has accepted the line (Enter or Ctrl-D) and is on its way out of readline(). */
static inline int crl_line_accepted(void) { return rl_done; }
/* Forgets the last line's acceptance before the next readline(), which sets rl_done to 0 only as it starts. */
static inline void crl_forget_line_accepted(void) { rl_done = 0; }
static inline void crl_set_basic_word_break_characters(const char *chars) { rl_basic_word_break_characters = chars; }
/* The newest history entry's text, or NULL when the history is empty. */
static inline const char *crl_last_history_line(void) {
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}
#endif
