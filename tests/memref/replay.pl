#!/usr/bin/perl
# tests/memref/replay.pl [--state=warm|cold] [--stream-lines=N] [--prog=PROG --proc=PROC [--callees=OBJ]] ITRACE DTRACE
#
# The trace-driven reference of the memory hierarchy (docs/memory.md):
# replays one procedure's instruction fetches and data accesses, taken
# from Ski's instruction trace (SKI_ITRACE: "<bundle> <slot> <qp> <form>")
# and data-address trace (SKI_DTRACE: "<R|W|S|L|r|w|F> <bytes> <vaddr>"),
# through plain true-LRU caches and TLBs of the geometry docs/memory.md
# gives, and prints the PMU events the Montecito manual defines over
# them as "NAME VALUE" lines, named as ia64-predict's JSON names them
# (EVENT or EVENT.UMASK), then the references, hits and misses of each
# level as "LEVEL.references N", "LEVEL.hits N", "LEVEL.misses N".
# It shares no code with the model (machine/cache.c): the two are written
# from the same page, each a check on the other.
#
# PROG and PROC restrict the replay to the instructions whose bundles lie
# in the procedure (tests/ski/SkiTrace.pm finds its range, as
# tests/ski/trace-counts.pl does: from its symbol to the next function
# symbol of its section) and to the RSE traffic its own alloc, br.call,
# br.ret... make; nothing else touches the caches.  --callees=OBJ: the
# procedures the object file OBJ (the procedure's own) defines are the
# callees the model follows (docs/memory.md, "Calls"): their fetches and
# data accesses and the RSE traffic their instructions make go through the caches too, uncounted; a fetch that
# comes from another procedure (a call, a return) stops the prefetch
# stream.  PROG also gives the disassembly, whose register names the ALAT
# needs (a check load that hits the ALAT reaches no cache).  Without PROG
# the whole trace is replayed and the forms' own register names are used
# (the hand traces of tests/memref/hand/ are written that way).
#
# --stream-lines=N (default 7, docs/memory.md's ifetch_stream_lines): how
# many 64-byte lines the instruction prefetch stream a taken .many branch
# starts keeps ahead of the demand fetch; 0: no instruction prefetch.
#
# --state=cold (default warm): every cache and TLB starts empty.  Warm:
# the procedure's access stream is replayed once, the counts zeroed, and
# the stream replayed again (docs/memory.md section 6).
#
# Environment: OBJDUMP, READELF (default ia64-linux-gnu-objdump, -readelf);
# MEMREF_TMPDIR for the stream kept between the two replays of a warm run
# (default: $TMPDIR or /tmp).
use strict;
use warnings;
no warnings "portable";	# 64-bit addresses in hex
use File::Temp qw(tempfile);
use FindBin;
use lib "$FindBin::Bin/../ski";
use SkiTrace;	# the procedure's range, the forms' classes, the ALAT

my ($state, $prog, $proc, $callees) = ('warm', undef, undef, undef);
my $STREAM_LINES = 7;
while (@ARGV && $ARGV[0] =~ /^--/) {
	my $o = shift @ARGV;
	if ($o =~ /^--state=(warm|cold)$/) { $state = $1; }
	elsif ($o =~ /^--stream-lines=(\d+)$/) { $STREAM_LINES = $1; }
	elsif ($o =~ /^--prog=(.+)$/) { $prog = $1; }
	elsif ($o =~ /^--proc=(.+)$/) { $proc = $1; }
	elsif ($o =~ /^--callees=(.+)$/) { $callees = $1; }
	else { die "replay: unknown option $o\n"; }
}
my ($itrace, $dtrace) = @ARGV;
die "usage: replay.pl [--state=warm|cold] [--stream-lines=N] [--prog=PROG --proc=PROC "
	. "[--callees=OBJ]] ITRACE DTRACE\n"
	unless defined $dtrace && (!defined $proc || defined $prog) && (!defined $callees || defined $proc);
my $objdump = $ENV{OBJDUMP} || 'ia64-linux-gnu-objdump';
my $readelf = $ENV{READELF} || 'ia64-linux-gnu-readelf';

# ---------------------------------------------------------------------
# The geometry (docs/memory.md sections 1, 2 and 4).
# Sizes are powers of two but L3's (12 MB, 12 ways: 8192 sets); lines
# and pages are given by the log2 of their bytes, so that 64-bit
# addresses are shifted, never divided in floating point.
my $PAGE_SHIFT = 14;	# page_size 16384; virtual page n is physical page n
my %geom = (	# size in bytes, log2 of the line, ways (a TLB: entries, fully associative)
	L1D => [16384, 6, 4], L1I => [16384, 6, 4],
	L2D => [262144, 7, 8], L2I => [1048576, 7, 8],
	L3 => [12582912, 7, 12],
	L1DTLB => [32 << $PAGE_SHIFT, $PAGE_SHIFT, 32], L2DTLB => [128 << $PAGE_SHIFT, $PAGE_SHIFT, 128],
	L1ITLB => [32 << $PAGE_SHIFT, $PAGE_SHIFT, 32], L2ITLB => [128 << $PAGE_SHIFT, $PAGE_SHIFT, 128],
);

# A cache: {shift (log2 of the line), ways, nsets, set => [line numbers,
# most recently used first], dirty => {line number => 1}}.  The identity
# mapping makes the physical address the virtual one, so every level
# indexes the address as it comes.
my %cache;
sub reset_caches {
	for my $n (keys %geom) {
		my ($size, $shift, $ways) = @{$geom{$n}};
		$cache{$n} = { shift => $shift, ways => $ways,
			nsets => ($size >> $shift) / $ways, set => {}, dirty => {} };
	}
}
# lookup(CACHE, LINE-NUMBER): 1 on a hit (made most recently used).
sub lookup {
	my ($c, $tag) = @_;
	my $s = $c->{set}{$tag % $c->{nsets}} or return 0;
	for my $i (0 .. $#$s) {
		next unless $s->[$i] == $tag;
		unshift @$s, splice(@$s, $i, 1) if $i;
		return 1;
	}
	return 0;
}
# present(CACHE, LINE-NUMBER): a hit, leaving the order as it was.
sub present {
	my ($c, $tag) = @_;
	my $s = $c->{set}{$tag % $c->{nsets}} or return 0;
	for (@$s) { return 1 if $_ == $tag }
	return 0;
}
# insert(CACHE, LINE-NUMBER, AS-LRU): allocate the line, most recently
# used (or least, for .nta); returns the victim's line number and whether
# it was dirty, or nothing when a way was free.
sub insert {
	my ($c, $tag, $lru) = @_;
	my $s = $c->{set}{$tag % $c->{nsets}} //= [];
	my @victim;
	if (@$s >= $c->{ways}) {
		my $v = pop @$s;
		@victim = ($v, delete $c->{dirty}{$v} ? 1 : 0);
	}
	if ($lru) { push @$s, $tag } else { unshift @$s, $tag }
	return @victim;
}

# ---------------------------------------------------------------------
# The counts.
my %c;
my @EVENTS = (qw(L1D_READS_SET0 L1D_READS_SET1 L1D_READ_MISSES.ALL
	L1D_READ_MISSES.RSE_FILL L1DTLB_TRANSFER L2DTLB_MISSES DTLB_INSERTS_HPW
	L2D_REFERENCES.READS L2D_REFERENCES.WRITES L2D_REFERENCES.ALL
	L2D_MISSES L2D_INSERT_HITS L2D_INSERT_MISSES),
	(map { "L2D_OPS_ISSUED.$_" } qw(INT_LOAD FP_LOAD RMW STORE LFETCH)),
	(map { "L2D_FILL_MESI_STATE.$_" } qw(M E S)),
	qw(L3_REFERENCES L3_MISSES L3_LINES_REPLACED L3_INSERTS
	L1I_READS L1I_FILLS L2I_DEMAND_READS ISB_BUNPAIRS_IN
	L1I_PREFETCHES L1I_STRM_PREFETCHES L2I_PREFETCHES L2I_VICTIMIZATIONS
	ITLB_MISSES_FETCH.L1ITLB ITLB_MISSES_FETCH.L2ITLB ITLB_MISSES_FETCH.ALL),
	(map { "L2I_READS.$_" } qw(HIT.DMND MISS.DMND ALL.DMND HIT.PFTCH MISS.PFTCH ALL.PFTCH
		HIT.ALL MISS.ALL ALL.ALL)),
	(map { my $u = $_; map { "L3_READS.$u.$_" } qw(HIT MISS ALL) }
		qw(DINST_FETCH INST_FETCH DATA_READ ALL)),
	(map { my $u = $_; map { "L3_WRITES.$u.$_" } qw(HIT MISS ALL) }
		qw(DATA_WRITE L2_WB ALL)));
my @LEVELS = qw(L1D L2D L3 L1I L2I L1DTLB L2DTLB L1ITLB L2ITLB);
sub zero_counts {
	%c = map { ($_ => 0) } @EVENTS;
	for my $l (@LEVELS) { $c{"$l.$_"} = 0 for qw(references hits misses) }
}
sub level {	# count one reference of a level
	my ($l, $hit) = @_;
	$c{"$l.references"}++;
	$c{$hit ? "$l.hits" : "$l.misses"}++;
}

# ---------------------------------------------------------------------
# The hierarchy.

# The L3, from an L2 miss or an L2D victim.  KIND: 'inst' (an L2I demand
# miss), 'ipf' (an L2I prefetch miss), 'read' (an L2D miss of a load or lfetch), 'write' (an L2D miss of
# a store or semaphore: the read for ownership the manual counts under
# L3_WRITES.DATA_WRITE), 'wb' (a dirty L2D victim).
sub l3 {
	my ($addr, $kind) = @_;
	my $c3 = $cache{L3};
	my $tag = $addr >> $c3->{shift};
	my $hit = lookup($c3, $tag);
	level('L3', $hit);
	$c{L3_REFERENCES}++;
	$c{L3_MISSES}++ unless $hit;
	my $hm = $hit ? 'HIT' : 'MISS';
	my @u = $kind eq 'inst' ? ('L3_READS.DINST_FETCH', 'L3_READS.INST_FETCH', 'L3_READS.ALL')
		: $kind eq 'ipf' ? ('L3_READS.INST_FETCH', 'L3_READS.ALL')
		: $kind eq 'read' ? ('L3_READS.DATA_READ', 'L3_READS.ALL')
		: $kind eq 'write' ? ('L3_WRITES.DATA_WRITE', 'L3_WRITES.ALL')
		: ('L3_WRITES.L2_WB', 'L3_WRITES.ALL');
	$c{"$_.$hm"}++, $c{"$_.ALL"}++ for @u;
	if (!$hit) {
		my ($v, $vdirty) = insert($c3, $tag, 0);
		$c{L3_LINES_REPLACED}++ if $vdirty;
		# L3_INSERTS: lines written into L3 "due to a L2 miss
		# allocation" (docs/memory.md 8): not a write back
		$c{L3_INSERTS}++ unless $kind eq 'wb';
	}
	$c3->{dirty}{$tag} = 1 if $kind eq 'wb';
}

# docs/memory.md, section 3, "L2D": the operation L2D_OPS_ISSUED counts
# an L2D lookup under, and the state a line is filled in.  A store
# narrower than l2d_rmw_store_bytes (default 0: none) is a
# read-modify-write; a fill for a store or semaphore takes
# l2d_write_fill_state (default M), one for ld.bias or lfetch.excl E, any
# other read's l2d_read_fill_state (default E).
my $RMW_STORE_BYTES = 0;
my ($WRITE_FILL, $EXCL_FILL, $READ_FILL) = ('M', 'E', 'E');

# The L2D: one lookup of the line holding ADDR.  KIND: 'read', 'write',
# 'sem' (a read and a write); NTA: a miss inserts the line least
# recently used; OP: the L2D_OPS_ISSUED umask the lookup is; EXCL: a
# ld.bias or lfetch.excl.
sub l2d {
	my ($addr, $kind, $nta, $op, $excl) = @_;
	my $c2 = $cache{L2D};
	my $tag = $addr >> $c2->{shift};
	my $hit = lookup($c2, $tag);
	level('L2D', $hit);
	$c{$hit ? 'L2D_INSERT_HITS' : 'L2D_INSERT_MISSES'}++;
	# one operation issued per lookup: a miss completes once filled
	$c{"L2D_OPS_ISSUED.$op"}++;
	if ($kind ne 'write') { $c{'L2D_REFERENCES.READS'}++; $c{'L2D_REFERENCES.ALL'}++ }
	if ($kind ne 'read') { $c{'L2D_REFERENCES.WRITES'}++; $c{'L2D_REFERENCES.ALL'}++ }
	if (!$hit) {
		$c{L2D_MISSES}++;
		$c{'L2D_FILL_MESI_STATE.' . ($kind ne 'read' ? $WRITE_FILL : $excl ? $EXCL_FILL
			: $READ_FILL)}++;
		l3($addr, $kind eq 'read' ? 'read' : 'write');
		my ($v, $vdirty) = insert($c2, $tag, $nta);
		l3($v << $c2->{shift}, 'wb') if $vdirty;
	}
	$c2->{dirty}{$tag} = 1 if $kind ne 'read';
}

# The data TLBs for the page of ADDR.  L1: the access is one the L1D
# serves (counted in L1D_READS), which alone use the L1DTLB.
sub dtlb {
	my ($addr, $l1) = @_;
	my $page = $addr >> $PAGE_SHIFT;
	my $hit1 = $l1 ? lookup($cache{L1DTLB}, $page) : 1;
	level('L1DTLB', $hit1) if $l1;
	my $hit2 = lookup($cache{L2DTLB}, $page);
	level('L2DTLB', $hit2);
	if (!$hit2) {
		# The hardware page walker inserts into both (docs/memory.md 4).
		$c{L2DTLB_MISSES}++;
		$c{DTLB_INSERTS_HPW}++;
		insert($cache{L2DTLB}, $page, 0);
		insert($cache{L1DTLB}, $page, 0) unless present($cache{L1DTLB}, $page);
	} elsif (!$hit1) {
		$c{L1DTLB_TRANSFER}++;
		insert($cache{L1DTLB}, $page, 0);
	}
}

# The pieces of an access: the address of its first byte in each block
# of 2^SHIFT bytes (a line, a page) it touches, in address order.
sub pieces {
	my ($addr, $size, $shift) = @_;
	my @p = ($addr);
	my $last = ($addr + ($size || 1) - 1) >> $shift;
	for (my $b = ($addr >> $shift) + 1; $b <= $last; $b++) {
		push @p, $b << $shift;
	}
	return @p;
}

# One data access.  KIND: 'iload' (integer load, RSE fill: the L1D
# serves it), 'fpload' (floating-point load), 'ld16', 'lfetch', 'store'
# (every store, RSE spills), 'sem'.  HINT: '-', 'nt1', 'nta'.  RSE: an RSE
# fill (L1D_READ_MISSES.RSE_FILL).  EXCL: ld.bias, lfetch.excl.
sub data_access {
	my ($kind, $hint, $size, $addr, $rse, $excl) = @_;
	dtlb($_, $kind eq 'iload') for pieces($addr, $size, $PAGE_SHIFT);
	if ($kind eq 'iload') {
		my $c1 = $cache{L1D};
		for my $p (pieces($addr, $size, $c1->{shift})) {
			my $tag = $p >> $c1->{shift};
			my $hit = lookup($c1, $tag);
			level('L1D', $hit);
			$c{L1D_READS_SET0}++;
			$c{L1D_READS_SET1}++;
			next if $hit;
			$c{'L1D_READ_MISSES.ALL'}++;
			$c{'L1D_READ_MISSES.RSE_FILL'}++ if $rse;
			l2d($p, 'read', $hint eq 'nta', 'INT_LOAD', $excl);
			insert($c1, $tag, 0) if $hint eq '-';
		}
		return;
	}
	my $k2 = $kind eq 'store' ? 'write' : $kind eq 'sem' ? 'sem' : 'read';
	my $nta = $hint eq 'nta' && $k2 eq 'read';
	my $op = $kind eq 'fpload' ? 'FP_LOAD' : $kind eq 'ld16' ? 'INT_LOAD'
		: $kind eq 'lfetch' ? 'LFETCH' : $kind eq 'sem' ? 'RMW'
		: $size < $RMW_STORE_BYTES ? 'RMW' : 'STORE';
	# A store finds its line in L1D or not: either way the L1D's order
	# and contents stay (write-through, no allocation), so it is not seen.
	l2d($_, $k2, $nta, $op, $excl) for pieces($addr, $size, $cache{L2D}{shift});
}

# An L1I line (number TAG, 64-byte lines) the L1I lacks, for a demand
# fetch (PF 0) or a prefetch (PF 1): an L2I read (L3 when L2I misses),
# filled into L2I and, through the ISB (two 32-byte pairs), into L1I.
sub l2i_fill {
	my ($tag, $pf) = @_;
	my $addr = $tag << $cache{L1I}{shift};
	my $c2 = $cache{L2I};
	my $tag2 = $addr >> $c2->{shift};
	my $hit2 = lookup($c2, $tag2);
	level('L2I', $hit2);
	my $hm = $hit2 ? 'HIT' : 'MISS';
	my $dp = $pf ? 'PFTCH' : 'DMND';
	$c{"L2I_READS.$_"}++ for ("$hm.$dp", "$hm.ALL", "ALL.$dp", 'ALL.ALL');
	if (!$hit2) {
		l3($addr, $pf ? 'ipf' : 'inst');
		my ($v) = insert($c2, $tag2, 0);
		$c{L2I_VICTIMIZATIONS}++ if defined $v;
	}
	insert($cache{L1I}, $tag, 0);
	$c{L1I_FILLS}++;
	$c{ISB_BUNPAIRS_IN} += 2;
}

# The prefetch stream (docs/memory.md section 3, "Prefetch"): running or
# not, the next line it prefetches, and what the next fetch follows
# (a taken branch: 'many' or 'few').
my ($stream, $pf_next, $redirect) = (0, 0, '');
sub stream_stop { ($stream, $redirect) = (0, '') }

# One prefetch of L1I line TAG: cancelled when its page is not in the
# L1ITLB; a look at L1I that changes nothing; on a miss, the L2I read.
sub prefetch {
	my ($tag) = @_;
	$c{L1I_PREFETCHES}++;
	$c{L1I_STRM_PREFETCHES}++;
	return unless present($cache{L1ITLB}, ($tag << $cache{L1I}{shift}) >> $PAGE_SHIFT);
	return if present($cache{L1I}, $tag);
	$c{L2I_PREFETCHES}++;
	l2i_fill($tag, 1);
}

# One fetch of the 32-byte pair holding bundle address ADDR, then what
# the stream prefetches after it.
sub fetch {
	my ($addr) = @_;
	$c{L1I_READS}++;
	my $page = $addr >> $PAGE_SHIFT;
	my $t1 = lookup($cache{L1ITLB}, $page);
	level('L1ITLB', $t1);
	if (!$t1) {
		$c{'ITLB_MISSES_FETCH.L1ITLB'}++;
		$c{'ITLB_MISSES_FETCH.ALL'}++;
		my $t2 = lookup($cache{L2ITLB}, $page);
		level('L2ITLB', $t2);
		if (!$t2) {
			$c{'ITLB_MISSES_FETCH.L2ITLB'}++;
			insert($cache{L2ITLB}, $page, 0);
		}
		insert($cache{L1ITLB}, $page, 0);
	}
	my $c1 = $cache{L1I};
	my $tag = $addr >> $c1->{shift};
	my $hit = lookup($c1, $tag);
	level('L1I', $hit);
	if (!$hit) {
		$c{L2I_DEMAND_READS}++;
		l2i_fill($tag, 0);
	}
	if ($redirect ne '') {
		$stream = $redirect eq 'many' && $STREAM_LINES > 0;
		$pf_next = $tag + 1;
		$redirect = '';
	}
	return unless $stream;
	$pf_next = $tag + 1 if $pf_next <= $tag;
	prefetch($pf_next++) while $pf_next <= $tag + $STREAM_LINES;
}

# ---------------------------------------------------------------------
# The traces may be named pipes Ski writes as it runs (bench/memref.sh).
# Ski opens the instruction trace as it starts and the data trace at the
# program's first data access, so the replay opens them in that order
# (opening a pipe waits for its writer), and reads PROG, linked before
# Ski starts, in between.  Both pipes are made as large as Linux allows
# one (1 MB): Ski buffers each trace on its own, the replay reads them in
# step, and a pipe that filled while the replay waited at the other
# would stop them both.
open(my $it, '<', $itrace) or die "replay: $itrace: $!\n";
sub widen_pipe { fcntl($_[0], 1031, 1 << 20) if -p $_[0] }	# F_SETPIPE_SZ
widen_pipe($it);

# The procedure's range, and the disassembly's text of each slot.
my ($lo, $hi) = (0, ~0);
my %text;
($lo, $hi) = proc_range($readelf, $prog, $proc, 'replay') if defined $proc;
# The callees' ranges: the other functions OBJ defines (not the
# procedure's aliases, nor symbols of no size).
my @callee;
if (defined $callees) {
	open(my $sym, '-|', $readelf, '-sW', $callees) or die "$readelf: $!\n";
	my (@funcs, $at);
	while (<$sym>) {
		my @f = split;
		next unless @f >= 8 && $f[3] eq 'FUNC' && $f[6] ne 'UND';
		push @funcs, \@f;
		$at = "$f[6] $f[1]" if $f[7] eq $proc;
	}
	close $sym;
	for my $f (@funcs) {
		next if $f->[2] == 0 || (defined $at && "$f->[6] $f->[1]" eq $at);
		push @callee, [proc_range($readelf, $prog, $f->[7], 'replay')];
	}
}
# Whose code the bundle at b is: 0 the procedure's, k the k-th callee's,
# -1 neither's.
sub whose {
	my ($b) = @_;
	return 0 if $b >= $lo && $b < $hi;
	for my $k (0 .. $#callee) {
		return $k + 1 if $b >= $callee[$k][0] && $b < $callee[$k][1];
	}
	return -1;
}
if (defined $prog) {
	open(my $dis, '-|', $objdump, '-d', $prog) or die "$objdump: $!\n";
	my ($bundle, $slot);
	while (<$dis>) {
		next unless /^\s*([0-9a-f]+):\t(?:[0-9a-f]{2} )+\s*\t?(.*)$/;
		my ($a, $rest) = (hex($1), $2);
		if ($rest =~ /^\[\w+\]\s+(.*)$/) {
			($bundle, $slot, $rest) = ($a, 0, $1);
		} else {
			next if $rest =~ /^\s*$/ || !defined $bundle;
			$slot++;
		}
		$rest =~ s/^\s*(\(p\d+\)\s*)?//;
		$text{"$bundle $slot"} = $rest;
	}
	close $dis;
}

# ---------------------------------------------------------------------
# The traces to the procedure's access stream, one line per access:
#   S                            the prefetch stream stops (control came
#                                into the procedure from outside it)
#   T many|few                   the next fetch is a taken branch's target
#   I ADDR                       a fetch of the pair holding ADDR
#   D KIND HINT SIZE ADDR RSE EXCL   a data access (data_access's arguments)
# kept in a file when the stream is replayed twice.
my ($sfh, $sname);
if ($state eq 'warm') {
	($sfh, $sname) = tempfile('memref-XXXXXX', DIR => $ENV{MEMREF_TMPDIR} || $ENV{TMPDIR} || '/tmp',
		UNLINK => 1);
}
reset_caches();
zero_counts();
sub emit {
	if ($sfh) { print $sfh join(' ', @_), "\n"; return; }
	replay_one(@_);
}
sub replay_one {
	my ($t, @a) = @_;
	if ($t eq 'U') {	# a callee's: through the caches, uncounted
		my %counted = %c;
		replay_one(@a);
		%c = %counted;
		return;
	}
	if ($t eq 'I') { fetch($a[0]) }
	elsif ($t eq 'S') { stream_stop() }
	elsif ($t eq 'T') { $redirect = $a[0] }
	else { data_access(@a) }
}

# Ski writes no data trace when the program makes no data access.
my $dt;
open($dt, '<', -e $dtrace ? $dtrace : '/dev/null') or die "replay: $dtrace: $!\n";
widen_pipe($dt);
my $pending;	# a data line read ahead
my $rse_who = -1;	# whose instruction moved the stack last (whose())
sub rse_line {
	my ($t, $size, $addr) = @_;
	return if $rse_who < 0;
	# a callee's (--callees): through the caches, uncounted
	emit($rse_who > 0 ? ('U') : (), 'D', $t eq 'r' ? 'iload' : 'store', '-', $size, hex($addr),
		$t eq 'r' ? 1 : 0, 0);
}
# The data line of the next memory instruction; RSE lines met on the way
# belong to the last instruction that moved the register stack.
sub next_access {
	while (defined(my $l = $pending // <$dt>)) {
		undef $pending;
		my ($t, $size, $addr) = split ' ', $l;
		if ($t eq 'r' || $t eq 'w') { rse_line($t, $size, $addr); next; }
		next if $t eq 'F';
		return ($t, $size, hex($addr));
	}
	return;
}
# The RSE lines an instruction that moves the stack made, now: those of
# its kind (SkiTrace's rse_traffic_kind) at the head of the data trace.
sub drain_rse {
	my ($kind) = @_;
	while (defined(my $l = $pending // <$dt>)) {
		undef $pending;
		my ($t, $size, $addr) = split ' ', $l;
		if ($t ne $kind) { $pending = $l; return; }
		rse_line($t, $size, $addr);
	}
}
my $seen_in = 0;	# an instruction of the procedure ran

# The ALAT (tests/ski/SkiTrace.pm): a check load that hits it reads no
# memory.
my %alat;

my ($pb, $ps) = (-1, -1);	# the previous trace line's bundle and slot
my ($pwho, $pmn, $pqp) = (-1, '', '0');	# whose code it was (whose), its mnemonic, qp
while (my $line = <$it>) {
	my ($ba, $slot, $qp, $form) = split ' ', $line, 4;
	my $b = hex($ba);
	my ($mn) = split ' ', $form;
	my $who = whose($b);
	my @u = $who > 0 ? ('U') : ();	# a callee's line: uncounted
	# A fetch: control entered another 32-byte pair, or came back to the
	# same one other than by falling through (a taken branch).
	my $seq = ($b == $pb && $slot > $ps) || $b == $pb + 16;
	if ($who >= 0) {
		# What the prefetch stream does: control came from another
		# procedure or from outside (the first bundle, a call, a return
		# from a callee): it stops; a taken branch (the line before was
		# a branch that ran, and this is not the next instruction): its
		# sequential prefetch hint.
		if ($who != $pwho) { emit(@u, 'S') }
		elsif (!$seq) {
			emit(@u, 'T', $pmn =~ /^br.*\.many\b/ && $pqp ne '0' ? 'many' : 'few');
		}
		emit(@u, 'I', $b & ~31) unless $seq && ($b & ~31) == ($pb & ~31);
	}
	($pb, $ps) = ($b, $slot);
	($pwho, $pmn, $pqp) = ($who, $mn, $qp);
	next if $qp eq '0';
	alat_insn(\%alat, $mn, $text{"$b $slot"} // $form);
	$seen_in ||= $who == 0;
	if (makes_rse_traffic($mn)) {
		$rse_who = $who;
		# the harness's instructions before the call make none (its
		# frame is small enough), so what follows them is the procedure's
		my $kind = rse_traffic_kind($mn);
		drain_rse($kind) if $seen_in && $kind;
		next;
	}
	next unless is_load($mn) || is_store($mn) || is_semaphore($mn) || is_lfetch($mn);
	my ($t, $size, $addr) = next_access();
	my $want = is_semaphore($mn) ? 'S' : is_lfetch($mn) ? 'L' : is_store($mn) ? 'W' : 'R';
	die "replay: traces out of step at $ba slot $slot ($mn): data trace has "
		. ($t // 'nothing') . ", want $want\n" unless defined $t && $t eq $want;
	my $alat_hit = alat_access(\%alat, $mn, $text{"$b $slot"} // $form, $t, $addr, $size);
	next unless $who >= 0 && !$alat_hit;
	my $hint = $mn =~ /\.(nt1|nta)\b/ ? $1 : '-';
	my $kind = $t eq 'S' ? 'sem' : $t eq 'L' ? 'lfetch' : $t eq 'W' ? 'store'
		: $mn =~ /^ld[1248](\.|$)/ ? 'iload' : $mn =~ /^ld16/ ? 'ld16' : 'fpload';
	my $excl = $mn =~ /\.(bias|excl)\b/ ? 1 : 0;
	emit(@u, 'D', $kind, $hint, $size, $addr, 0, $excl);
}
close $it;
# RSE traffic after the last memory instruction.
while (defined(my $l = $pending // <$dt>)) {
	undef $pending;
	my ($t, $size, $addr) = split ' ', $l;
	if ($t eq 'r' || $t eq 'w') { rse_line($t, $size, $addr); next; }
	next if $t eq 'F';
	die "replay: data trace has accesses no instruction made: $l";
}
close $dt;

# The replays of a warm run: once to warm, once counted.
if ($sfh) {
	for my $pass (1, 2) {
		zero_counts();
		seek($sfh, 0, 0) or die "replay: $sname: $!\n";
		while (my $l = <$sfh>) {
			replay_one(split ' ', $l);
		}
	}
	close $sfh;
}

print "state $state\n";
print "$_ $c{$_}\n" for @EVENTS;
for my $l (@LEVELS) { print "$l.$_ ", $c{"$l.$_"}, "\n" for qw(references hits misses) }
