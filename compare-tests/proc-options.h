/* SPDX-License-Identifier: GPL-2.0 */
/* Shared by the compare-tests (compare.h) and the benchmark. */
#ifndef PROC_OPTIONS_H
#define PROC_OPTIONS_H

#include <stdio.h>
#include <string.h>

/*
 * Options for a procfs instance of the test's own: @opts, plus net=link
 * when /proc has it (kernel A; not A-default), so that the instance has
 * the layout of /proc.
 */
static inline const char *proc_options(const char *opts)
{
	static char buf[256];
	char line[512];
	FILE *f = fopen("/proc/self/mounts", "r");
	int link = 0;

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, "proc /proc proc ", 16) &&
		    strstr(line, "net=link"))
			link = 1;
	if (f)
		fclose(f);
	snprintf(buf, sizeof(buf), "%s%s%s", opts, *opts && link ? "," : "",
		 link ? "net=link" : "");
	return buf;
}

#endif
