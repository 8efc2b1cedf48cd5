# tests/ski/SkiTrace.pm: what tests/ski/trace-counts.pl and
# tests/memref/replay.pl both read in Ski's traces (docs/ski-counts.md):
# a procedure's range in the linked program, the classes of Ski's
# instruction forms, and the ALAT that decides which check loads read
# memory; and what tests/ski/compare.pl and tests/memref/compare.pl both
# read of a prediction.
package SkiTrace;
use strict;
use warnings;
no warnings "portable";	# 64-bit addresses in hex
use Exporter 'import';
our @EXPORT = qw(proc_range is_semaphore is_check_load is_load is_integer_load is_store
	is_lfetch makes_rse_traffic rse_traffic_kind alat_access alat_insn
	predicted_procedure);

# proc_range(READELF, PROG, PROC, WHO): the procedure's range [lo, hi) from
# the symbol table: from its symbol to the next function symbol of its
# section, or the section's end.  Not the symbol's size: gas evaluates
# ".size memset, . - memset" before it lays down the last bundle, so the
# size can leave out the bundle holding the procedure's br.ret (glibc's
# memset).  WHO names the caller in its messages.
sub proc_range {
	my ($readelf, $prog, $proc, $who) = @_;
	my ($lo, $hi) = (0, ~0);
	open(my $sym, '-|', $readelf, '-sW', $prog) or die "$readelf: $!\n";
	my ($found, $ndx, $size) = (0, '', 0);
	my @funcs;
	while (<$sym>) {
		my @f = split;
		next unless @f >= 8 && $f[3] eq 'FUNC';
		push @funcs, [hex($f[1]), $f[6]];
		next unless $f[7] eq $proc && !$found;
		($lo, $size, $ndx) = (hex($f[1]), $f[2], $f[6]);
		$found = 1;
	}
	close $sym;
	die "$who: no FUNC symbol $proc in $prog\n" unless $found;
	die "$who: $proc has size 0 in $prog (add .size or .endp)\n"
		if $size == 0;
	open(my $sec, '-|', $readelf, '-SW', $prog) or die "$readelf: $!\n";
	while (<$sec>) {
		next unless /^\s*\[\s*(\d+)\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)/;
		$hi = hex($2) + hex($3) if $1 eq $ndx;
	}
	close $sec;
	for my $f (@funcs) {
		$hi = $f->[0] if $f->[1] eq $ndx && $f->[0] > $lo && $f->[0] < $hi;
	}
	return ($lo, $hi);
}

# Classes of Ski's instruction forms (the first word of a trace line).
sub is_semaphore { $_[0] =~ /^(cmpxchg|cmp8xchg|xchg|fetchadd)/ }
sub is_check_load { $_[0] =~ /^ld(\d+|f[sde8]?|fp[sd8])\.c\./ }
sub is_load { $_[0] =~ /^(ld\d|ld16|ldf)/ }
# An integer load: formats M1-M3, ldsz, ld8.fill, ld16 (the manual's
# Table 2-7; LOADS_RETIRED_INTG).
sub is_integer_load { $_[0] =~ /^(ld\d|ld16)/ }
sub is_store { $_[0] =~ /^(st\d|st16|stf)/ }
sub is_lfetch { $_[0] =~ /^lfetch/ }
sub makes_rse_traffic { $_[0] =~ /^(alloc|br\.call|brl\.call|br\.ret|flushrs|loadrs|cover|rfi)/ }

# The data-trace lines an instruction that moves the register stack can
# make, the RSE storing and loading only what it must (Itanium SDM vol 2,
# "Register Stack Engine"): 'w' (spills: alloc, flushrs), 'r' (fills:
# br.ret, loadrs, rfi), '' (br.call, brl.call, cover move BSP alone).
# Ski's data trace has no instruction marks: the RSE lines met at such an
# instruction, up to a line of the other kind or an explicit access, are
# its own (docs/ski-counts.md, "RSE traffic").
sub rse_traffic_kind {
	my ($mn) = @_;
	return 'w' if $mn =~ /^(alloc|flushrs)/;
	return 'r' if $mn =~ /^(br\.ret|loadrs|rfi)/;
	return '';
}

# The ALAT: a hash of advanced loads' target registers (as written in
# TEXT, the disassembly's instruction) to their address and size.
sub target_reg { $_[0] =~ /^\S+\s+([rf]\d+)/ ? $1 : '' }

# alat_access(ALAT, MNEMONIC, TEXT, TYPE, ADDR, SIZE): one data access of
# a memory instruction whose predicate is on, in execution order (TYPE is
# the data trace's R, W, S or L).  A store or semaphore that overlaps an
# entry's bytes removes it; an advanced load (ld.a, ld.sa, ldf.a) enters
# its register; another load to the register removes its entry; a check
# load hits when its register's entry has the same address and size, .clr
# removes the entry, .nc after a miss enters one.  Returns, for a check
# load, 1 on a hit and 0 on a miss; undef for other instructions.
sub alat_access {
	my ($alat, $mn, $text, $t, $addr, $size) = @_;
	if ($t eq 'W' || $t eq 'S') {
		for my $r (keys %$alat) {
			my ($a, $s) = @{$alat->{$r}};
			delete $alat->{$r} if $addr < $a + $s && $a < $addr + $size;
		}
	}
	if (is_check_load($mn)) {
		my $r = target_reg($text);
		my $e = $alat->{$r};
		my $hit = $e && $e->[0] == $addr && $e->[1] == $size ? 1 : 0;
		delete $alat->{$r} if $mn =~ /\.c\.clr/;
		$alat->{$r} = [$addr, $size] if !$hit && $mn =~ /\.c\.nc/;
		return $hit;
	}
	if ($mn =~ /^ld\S*\.s?a\b/) {
		$alat->{target_reg($text)} = [$addr, $size];
	} elsif ($mn =~ /^ld/) {
		delete $alat->{target_reg($text)};
	}
	return undef;
}

# alat_insn(ALAT, MNEMONIC, TEXT): invala empties the ALAT, invala.e
# removes its register's entry (an instruction whose predicate is on).
sub alat_insn {
	my ($alat, $mn, $text) = @_;
	%$alat = () if $mn =~ /^invala$/;
	delete $alat->{$1} if $mn =~ /^invala\.e/ && $text =~ /^\S+\s+([rf]\d+)/;
}

# predicted_procedure(JSON, PROC, WHO): procedure PROC of ia64-predict's
# JSON document in file JSON (docs/json.md), as a hash; dies, naming WHO,
# when it is not there.
sub predicted_procedure {
	my ($json_file, $proc, $who) = @_;
	require JSON::PP;
	my $doc = do {
		open(my $f, '<', $json_file) or die "$who: $json_file: $!\n";
		local $/;
		JSON::PP::decode_json(<$f>);
	};
	my $p;
	for my $file (@{$doc->{files}}) {
		for my $q (@{$file->{procedures}}) {
			$p = $q if $q->{name} eq $proc;
		}
	}
	die "$who: ia64-predict reports no procedure $proc\n" unless $p;
	return wantarray ? ($p, $doc) : $p;
}

1;
