/* stat /proc/self/net/NAME N times; SLUB counters of dentry and proc_inode_cache around it */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
static const char *st[] = { "alloc_fastpath", "alloc_slowpath", "free_fastpath", "free_slowpath", "free_add_partial", "free_remove_partial", "alloc_from_partial", "alloc_refill", "cpu_partial_alloc", "cpu_partial_free", "deactivate_full", "deactivate_empty" };
#define NS (sizeof(st) / sizeof(st[0]))
static void rd(const char *c, unsigned long *v)
{
	char p[128]; FILE *f;
	for (unsigned i = 0; i < NS; i++) {
		snprintf(p, sizeof(p), "/sys/kernel/slab/%s/%s", c, st[i]);
		f = fopen(p, "r"); v[i] = 0;
		if (f) { if (fscanf(f, "%lu", &v[i]) != 1) v[i] = 0; fclose(f); }
	}
}
int main(int argc, char **argv)
{
	const char *c[] = { "dentry", "proc_inode_cache" };
	unsigned long b[2][NS], a[2][NS]; struct stat s; char path[64];
	int n = atoi(argv[2]);
	snprintf(path, sizeof(path), "/proc/self/net/%s", argv[1]);
	stat(path, &s);
	for (int k = 0; k < 2; k++) rd(c[k], b[k]);
	for (int i = 0; i < n; i++) stat(path, &s);
	for (int k = 0; k < 2; k++) rd(c[k], a[k]);
	for (int k = 0; k < 2; k++) { printf("# slub: %s %s", argv[1], c[k]); for (unsigned i = 0; i < NS; i++) printf(" %s=%ld", st[i], (long)(a[k][i] - b[k][i])); printf("\n"); }
	return 0;
}
