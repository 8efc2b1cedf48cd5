/*
 * analysis/valmem.c - the memory a walk remembers (valmem.h): words in an
 * open-addressing hash table by their 8-byte-aligned address, runs in a
 * short list.
 */
#include "valmem.h"

#include "../common/arena.h"

#include <stdlib.h>
#include <string.h>

#define DEP(s) ((uint32_t)1 << (s))

struct word {
	uint64_t key;		/* byte address >> 3 */
	uint64_t bytes;		/* byte j at bits 8j; vsym: the value's c */
	int64_t vk;		/* vsym: the value's k */
	uint32_t deps;		/* of the stores that wrote it */
	uint8_t known;		/* bit j: byte j is remembered */
	uint8_t hidden;		/* bit j: byte j of the file's data was
				 * forgotten (known | hidden 0: free) */
	uint8_t used;		/* the slot was taken (probing goes past it) */
	uint8_t vsym;		/* VSYM_NONE: bytes; else all 8 bytes are the
				 * value c + vk*vsym */
};

struct run {
	uint64_t first, stride, n;	/* element i at first + stride*i */
	uint8_t size;
	uint8_t vsym;			/* the values: v0 + step*i (+ vk*vsym) */
	int64_t vk, v0, step;
	uint32_t deps;
};

struct valmem {
	bool has_region;
	uint8_t rsym;		/* the region: addresses c + rk*rsym */
	int64_t rk;
	struct word *w;		/* cap slots */
	uint64_t cap, taken, live;	/* slots; used ones; with known bytes */
	struct run *runs;
	uint64_t nruns;
	int64_t max_words, max_runs;
	const struct valmem_segment *seg;	/* the file's data */
	bool *seg_valid;
	size_t nseg;
};

struct valmem *valmem_new(int64_t max_words, int64_t max_runs)
{
	struct valmem *m = xcalloc(1, sizeof *m);
	m->max_words = max_words;
	m->max_runs = max_runs;
	m->runs = xcalloc((size_t)(max_runs > 0 ? max_runs : 0) + 1, sizeof *m->runs);
	return m;
}

void valmem_free(struct valmem *m)
{
	if (!m)
		return;
	free(m->w);
	free(m->runs);
	free(m->seg_valid);
	free(m);
}

void valmem_clear(struct valmem *m)
{
	free(m->w);
	m->w = NULL;
	m->cap = m->taken = m->live = 0;
	m->nruns = 0;
	m->has_region = false;
	for (size_t k = 0; k < m->nseg; k++)
		if (m->seg[k].writable)
			m->seg_valid[k] = false;
}

uint64_t valmem_words(const struct valmem *m)
{
	return m->live;
}

uint64_t valmem_runs(const struct valmem *m)
{
	return m->nruns;
}

/* ---- words ----------------------------------------------------------------- */

static uint64_t hash(uint64_t key)
{
	key ^= key >> 29;
	key *= 0xbf58476d1ce4e5b9ULL;
	key ^= key >> 32;
	return key;
}

static struct word *find(const struct valmem *m, uint64_t key)
{
	if (!m->cap)
		return NULL;
	for (uint64_t i = hash(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		struct word *x = &m->w[i];
		if (!x->used)
			return NULL;
		if (x->key == key && (x->known | x->hidden))
			return x;
	}
}

static void rehash(struct valmem *m, uint64_t cap)
{
	struct word *old = m->w;
	uint64_t ocap = m->cap;
	m->w = xcalloc((size_t)cap, sizeof *m->w);
	m->cap = cap;
	m->taken = 0;
	for (uint64_t k = 0; k < ocap; k++) {
		if (!(old[k].known | old[k].hidden))
			continue;
		uint64_t i = hash(old[k].key) & (cap - 1);
		while (m->w[i].used)
			i = (i + 1) & (cap - 1);
		m->w[i] = old[k];
		m->taken++;
	}
	free(old);
}

/* The word at key, made when absent (NULL: no room under max_words). */
static struct word *take(struct valmem *m, uint64_t key)
{
	struct word *x = find(m, key);
	if (x)
		return x;
	if ((int64_t)m->live >= m->max_words)
		return NULL;
	if (2 * (m->taken + 1) > m->cap)
		rehash(m, m->cap && 4 * m->live < m->cap ? m->cap : m->cap ? 2 * m->cap : 64);
	uint64_t i = hash(key) & (m->cap - 1);
	while (m->w[i].used && (m->w[i].known | m->w[i].hidden))
		i = (i + 1) & (m->cap - 1);
	x = &m->w[i];
	if (!x->used)
		m->taken++;
	*x = (struct word){key, 0, 0, 0, 0, 0, 1, VSYM_NONE};
	m->live++;
	return x;
}

static void word_forget(struct valmem *m, struct word *x, uint8_t mask)
{
	if (x->vsym != VSYM_NONE)
		mask = 0xff;	/* a value is all its bytes or nothing */
	x->known &= (uint8_t)~mask;
	if (!x->known) {
		x->vsym = VSYM_NONE;
		x->deps = 0;
	}
	if (!(x->known | x->hidden))
		m->live--;
}

/* The bytes [lo, lo + len) of the words forgotten (len >= 1). */
static void words_forget(struct valmem *m, uint64_t lo, uint64_t len)
{
	if (!m->live)
		return;
	uint64_t last = lo + (len - 1);
	if ((last >> 3) - (lo >> 3) < 64) {
		for (uint64_t key = lo >> 3;; key++) {
			struct word *x = find(m, key);
			if (x) {
				uint8_t mask = 0;
				for (int j = 0; j < 8; j++) {
					uint64_t a = key << 3 | (uint64_t)j;
					if (a >= lo && a <= last)
						mask |= (uint8_t)(1u << j);
				}
				word_forget(m, x, mask);
			}
			if (key == last >> 3)
				break;
		}
		return;
	}
	for (uint64_t k = 0; k < m->cap; k++) {
		struct word *x = &m->w[k];
		if (!x->known || x->key < lo >> 3 || x->key > last >> 3)
			continue;	/* (hidden bytes stay hidden) */
		uint8_t mask = 0;
		for (int j = 0; j < 8; j++) {
			uint64_t a = x->key << 3 | (uint64_t)j;
			if (a >= lo && a <= last)
				mask |= (uint8_t)(1u << j);
		}
		word_forget(m, x, mask);
	}
}

/* Byte a as constant bytes (false: not remembered, or part of a value). */
static bool word_byte(const struct valmem *m, uint64_t a, uint8_t *b, uint32_t *deps)
{
	const struct word *x = find(m, a >> 3);
	unsigned j = (unsigned)(a & 7);
	if (!x || !(x->known >> j & 1) || x->vsym != VSYM_NONE)
		return false;
	*b = (uint8_t)(x->bytes >> (8 * j));
	*deps |= x->deps;
	return true;
}

static void word_set_byte(struct valmem *m, uint64_t a, uint8_t b, uint32_t deps)
{
	struct word *x = take(m, a >> 3);
	if (!x)
		return;
	unsigned j = (unsigned)(a & 7);
	x->bytes = (x->bytes & ~((uint64_t)0xff << (8 * j))) | (uint64_t)b << (8 * j);
	x->known |= (uint8_t)(1u << j);
	x->deps |= deps;
}

/* ---- the file's data ----------------------------------------------------- */

void valmem_set_image(struct valmem *m, const struct valmem_segment *s, size_t n)
{
	free(m->seg_valid);
	m->seg = s;
	m->nseg = n;
	m->seg_valid = xcalloc(n + 1, sizeof *m->seg_valid);
	for (size_t k = 0; k < n; k++)
		m->seg_valid[k] = true;
}

/* Byte a of the file's data, where no store has forgotten it. */
static bool image_byte(const struct valmem *m, uint64_t a, uint8_t *b)
{
	for (size_t k = 0; k < m->nseg; k++) {
		const struct valmem_segment *s = &m->seg[k];
		if (a < s->addr || a - s->addr >= s->size)
			continue;
		if (!m->seg_valid[k] || (s->unknown && s->unknown[a - s->addr]))
			return false;
		*b = s->bytes ? s->bytes[a - s->addr] : 0;
		return true;
	}
	return false;
}

/* The file's bytes [lo, lo + len) are forgotten: hidden by their words
 * (a short range), or their whole segments (a long one, or past
 * max_words). */
static void image_forget(struct valmem *m, uint64_t lo, uint64_t len)
{
	for (size_t k = 0; k < m->nseg; k++) {
		const struct valmem_segment *s = &m->seg[k];
		if (!m->seg_valid[k] || !(lo - s->addr < s->size || s->addr - lo < len))
			continue;
		bool all = len > 64;
		for (uint64_t a = lo; !all && a - lo < len; a++) {
			if (a - s->addr >= s->size)
				continue;
			struct word *x = take(m, a >> 3);
			if (!x)
				all = true;
			else
				x->hidden |= (uint8_t)(1u << (a & 7));
		}
		if (all)
			m->seg_valid[k] = false;
	}
}

/* Is byte a of the file's data hidden by a store? */
static bool image_hidden(const struct valmem *m, uint64_t a)
{
	const struct word *x = find(m, a >> 3);
	return x && (x->hidden >> (a & 7) & 1);
}

/* ---- runs ------------------------------------------------------------------- */

/* The elements of run r whose bytes meet [lo, last]: [*i0, *i1]; false
 * when none does. */
static bool run_meets(const struct run *r, uint64_t lo, uint64_t last, uint64_t *i0, uint64_t *i1)
{
	uint64_t end = r->first + r->stride * (r->n - 1) + r->size - 1;
	if (last < r->first || lo > end)
		return false;
	/* element i meets it when first + stride*i <= last and
	 * first + stride*i + size - 1 >= lo */
	uint64_t a = lo > r->first + r->size - 1 ? (lo - (r->first + r->size - 1) + r->stride - 1) / r->stride : 0;
	uint64_t b = (last - r->first) / r->stride;
	if (b > r->n - 1)
		b = r->n - 1;
	if (a > b)
		return false;
	*i0 = a;
	*i1 = b;
	return true;
}

static uint64_t run_value(const struct run *r, uint64_t i)
{
	return (uint64_t)r->v0 + (uint64_t)r->step * i;
}

/* Element i's bytes outside [lo, last] kept as words (a value's bytes
 * cannot be kept apart). */
static void run_keep_outside(struct valmem *m, const struct run *r, uint64_t i, uint64_t lo,
			     uint64_t last)
{
	if (r->vsym != VSYM_NONE)
		return;
	uint64_t a = r->first + r->stride * i, v = run_value(r, i);
	for (unsigned j = 0; j < r->size; j++)
		if (a + j < lo || a + j > last)
			word_set_byte(m, a + j, (uint8_t)(v >> (8 * j)), r->deps);
}

static void runs_forget(struct valmem *m, uint64_t lo, uint64_t len)
{
	uint64_t last = lo + (len - 1);
	for (uint64_t k = 0; k < m->nruns;) {
		struct run r = m->runs[k];
		uint64_t i0, i1;
		if (!run_meets(&r, lo, last, &i0, &i1)) {
			k++;
			continue;
		}
		/* the run becomes its elements before i0 and after i1 */
		m->runs[k] = m->runs[--m->nruns];
		run_keep_outside(m, &r, i0, lo, last);
		if (i1 != i0)
			run_keep_outside(m, &r, i1, lo, last);
		if (i0 > 0 && (int64_t)m->nruns < m->max_runs) {
			struct run a = r;
			a.n = i0;
			m->runs[m->nruns++] = a;
		}
		if (i1 + 1 < r.n && (int64_t)m->nruns < m->max_runs) {
			struct run b = r;
			b.first = r.first + r.stride * (i1 + 1);
			b.v0 = (int64_t)run_value(&r, i1 + 1);
			b.n = r.n - (i1 + 1);
			m->runs[m->nruns++] = b;
		}
		/* the pieces are past k's new occupant or were looked at:
		 * k is looked at again */
	}
}

static const struct run *run_at(const struct valmem *m, uint64_t a, uint64_t *elem)
{
	for (uint64_t k = 0; k < m->nruns; k++) {
		uint64_t i0, i1;
		if (run_meets(&m->runs[k], a, a, &i0, &i1)) {
			*elem = i0;
			return &m->runs[k];
		}
	}
	return NULL;
}

/* ---- the interface ------------------------------------------------------------ */

/* Is addr in the remembered region (making it the region when nothing is
 * remembered)?  A store elsewhere forgets everything first. */
static bool region(struct valmem *m, const struct val *addr, bool store)
{
	if (addr->kind != VAL_KNOWN) {
		if (store)
			valmem_clear(m);
		return false;
	}
	int64_t k = addr->sym == VSYM_NONE ? 0 : addr->k;
	bool same = m->has_region && m->rsym == addr->sym && m->rk == k;
	if (!store)
		return same;
	if (addr->sym != VSYM_NONE)	/* an input's memory may be the file's */
		for (size_t s = 0; s < m->nseg; s++)
			if (m->seg[s].writable)
				m->seg_valid[s] = false;
	if (same)
		return true;
	if (m->has_region)
		valmem_clear(m);
	m->has_region = true;
	m->rsym = addr->sym;
	m->rk = k;
	return true;
}

static void forget(struct valmem *m, uint64_t lo, uint64_t len)
{
	words_forget(m, lo, len);
	runs_forget(m, lo, len);
	if (m->rsym == VSYM_NONE)
		image_forget(m, lo, len);
}

void valmem_store(struct valmem *m, const struct val *addr, unsigned size, const struct val *x)
{
	if (!region(m, addr, true) || size == 0)
		return;
	uint64_t a = (uint64_t)addr->c;
	forget(m, a, size);
	if (x->kind != VAL_KNOWN || size > 8)
		return;
	if (x->sym != VSYM_NONE) {
		if (size != 8 || (a & 7))
			return;
		struct word *w = take(m, a >> 3);
		if (w)
			*w = (struct word){a >> 3, (uint64_t)x->c, x->k, x->deps, 0xff, w->hidden, 1,
					   x->sym};
		return;
	}
	for (unsigned j = 0; j < size; j++)
		word_set_byte(m, a + j, (uint8_t)((uint64_t)x->c >> (8 * j)), x->deps);
}

struct val valmem_load(const struct valmem *m, const struct val *addr, unsigned size)
{
	struct val none = {VAL_UNKNOWN, VSYM_NONE, 0, 0, 0};
	bool stored = region((struct valmem *)m, addr, false);
	bool image = m->nseg && addr->kind == VAL_KNOWN && addr->sym == VSYM_NONE;
	if (size == 0 || size > 8 || (!stored && !image))
		return none;
	uint64_t a = (uint64_t)addr->c;
	/* a whole value c + k*x */
	if (stored && size == 8) {
		const struct word *x = (a & 7) ? NULL : find(m, a >> 3);
		if (x && x->vsym != VSYM_NONE)
			return (struct val){VAL_KNOWN, x->vsym, x->deps | DEP(x->vsym), x->vk,
					    (int64_t)x->bytes};
		uint64_t i;
		const struct run *r = x ? NULL : run_at(m, a, &i);
		if (r && r->vsym != VSYM_NONE) {
			if (r->size != 8 || r->first + r->stride * i != a)
				return none;
			return (struct val){VAL_KNOWN, r->vsym, r->deps | DEP(r->vsym), r->vk,
					    (int64_t)run_value(r, i)};
		}
	}
	uint64_t v = 0;
	uint32_t deps = 0;
	for (unsigned j = 0; j < size; j++) {
		uint8_t b;
		if (!stored) {
			if (!image_byte(m, a + j, &b))
				return none;
		} else if (!word_byte(m, a + j, &b, &deps)) {
			uint64_t i;
			const struct run *r = run_at(m, a + j, &i);
			if (!r && image && !image_hidden(m, a + j) && image_byte(m, a + j, &b)) {
				v |= (uint64_t)b << (8 * j);
				continue;
			}
			if (!r || r->vsym != VSYM_NONE)
				return none;
			uint64_t off = a + j - (r->first + r->stride * i);
			b = (uint8_t)(run_value(r, i) >> (8 * off));
			deps |= r->deps;
		}
		v |= (uint64_t)b << (8 * j);
	}
	return (struct val){VAL_KNOWN, VSYM_NONE, deps, 0, (int64_t)v};
}

/* Run r's span [*lo, *lo + *len) and its positive stride; false when it
 * cannot be told (an address not known, a span that wraps). */
static bool run_span(const struct valmem_run *r, uint64_t *lo, uint64_t *len, uint64_t *s)
{
	if (r->first.kind != VAL_KNOWN || r->n == 0 || r->size == 0 || r->size > 8)
		return false;
	*s = r->stride < 0 ? (uint64_t)0 - (uint64_t)r->stride : (uint64_t)r->stride;
	if (r->n > 1 && (*s < r->size || (UINT64_MAX - r->size) / *s < r->n - 1))
		return false;
	uint64_t a0 = (uint64_t)r->first.c, ext = *s * (r->n - 1);
	*lo = r->stride < 0 ? a0 - ext : a0;
	*len = ext + r->size;
	return *lo <= a0 && UINT64_MAX - *lo >= *len - 1;
}

bool valmem_runs_overlap(const struct valmem_run *a, const struct valmem_run *b)
{
	uint64_t la, na, sa, lb, nb, sb;
	if (!run_span(a, &la, &na, &sa) || !run_span(b, &lb, &nb, &sb))
		return true;
	if (a->first.sym != b->first.sym ||
	    (a->first.sym != VSYM_NONE && a->first.k != b->first.k))
		return true;		/* different regions: may be the same bytes */
	if (la + (na - 1) < lb || lb + (nb - 1) < la)
		return false;		/* spans apart */
	if (a->n == 1 && b->n == 1)
		return true;
	if (a->n > 1 && b->n > 1 && sa != sb)
		return true;
	/* the same stride (or a single element): where each element starts
	 * within a stride */
	uint64_t s = a->n > 1 ? sa : sb;
	uint64_t oa = la % s, ob = lb % s;
	return !((ob - oa + s) % s >= a->size && (oa - ob + s) % s >= b->size);
}

void valmem_store_runs(struct valmem *m, const struct valmem_run *r, size_t n)
{
	uint64_t *lo = xcalloc(n + 1, sizeof *lo), *s = xcalloc(n + 1, sizeof *s);
	for (size_t k = 0; k < n; k++) {
		uint64_t len;
		if (!run_span(&r[k], &lo[k], &len, &s[k]) || !region(m, &r[k].first, true)) {
			valmem_clear(m);	/* bytes whose place is not known */
			free(lo);
			free(s);
			return;
		}
		forget(m, lo[k], len);
	}
	for (size_t k = 0; k < n; k++) {
		const struct valmem_run *q = &r[k];
		if (q->x.kind != VAL_KNOWN || (int64_t)m->nruns >= m->max_runs ||
		    (q->x.sym != VSYM_NONE && q->size != 8))
			continue;
		int64_t v0 = q->x.c, step = q->step;
		if (q->stride < 0) {	/* the same elements from the other end */
			v0 = (int64_t)((uint64_t)v0 + (uint64_t)step * (q->n - 1));
			step = (int64_t)((uint64_t)0 - (uint64_t)step);
		}
		m->runs[m->nruns++] = (struct run){lo[k], s[k] ? s[k] : q->size, q->n,
			(uint8_t)q->size, q->x.sym, q->x.sym == VSYM_NONE ? 0 : q->x.k, v0, step,
			q->x.deps};
	}
	free(lo);
	free(s);
}
