#!/usr/bin/perl
# tests/ski/trace-counts.pl PROG PROC ITRACE DTRACE
#
# The PMU event counts of one procedure, computed from Ski's instruction
# trace (SKI_ITRACE) and data-address trace (SKI_DTRACE) of the linked
# static program PROG, with the Montecito manual's definition of each
# event (docs/ski-counts.md says which definition and why).  PROC is the
# procedure's symbol; its address range [value, value + size) comes from
# PROG's symbol table, and only the instructions executed inside it are
# counted (the harness's own are not).  PROC '-' counts the whole program.
#
# Prints "NAME VALUE" lines:
#   IA64_INST_RETIRED, NOPS_RETIRED, PREDICATE_SQUASHED_RETIRED,
#   LOADS_RETIRED, LOADS_RETIRED_INTG, STORES_RETIRED,
#   BR_MISPRED_DETAIL.{ALL,IPREL,RETURN,NRETIND}.ALL_PRED (reached branches),
#   BR_PATH_PRED.{ALL,IPREL,RETURN,NRETIND}.TAKEN and .NOTTAKEN (the sums
#     of the MISPRED_ and OKPRED_ umasks: the outcome, whatever the
#     prediction),
#   RSE_LOADS, RSE_STORES, CHECK_LOADS, CHECK_LOADS_MISSED (parts of the
#     above, for the reader),
# one line per memory instruction the procedure executed (predicate true):
#   ADDR <bundle offset> <slot> accesses=N first=A stride=S strides=K breaks=B
# its address stream as analysis/values.h summarises one (struct
# values_address): the first address, the distance between the first two
# (S), how often the distance between consecutive addresses was S (K) and
# how often it was another (B);
# and one line per loop branch (an IP-relative branch whose target is not
# after its own bundle, both inside the range, and from whose target the
# procedure's control flow reaches the branch again: a cycle of the
# control-flow graph, not any backward branch):
#   LOOP <header offset> <branch offset> entries=E iterations=I backedges=B
# offsets in bytes from the procedure's first bundle; E counts how often
# control came into [header, branch bundle] from outside it, B how often
# the branch was taken, I = E + B the times the body started.
#
# Environment: OBJDUMP, READELF (default ia64-linux-gnu-objdump, -readelf).
use strict;
use warnings;
no warnings "portable";	# 64-bit addresses in hex
use FindBin;
use lib $FindBin::Bin;
use SkiTrace;

my ($prog, $proc, $itrace, $dtrace) = @ARGV;
die "usage: trace-counts.pl PROG PROC|- ITRACE DTRACE\n" unless defined $dtrace;
my $objdump = $ENV{OBJDUMP} || 'ia64-linux-gnu-objdump';
my $readelf = $ENV{READELF} || 'ia64-linux-gnu-readelf';

# The procedure's range (tests/ski/SkiTrace.pm).
my ($lo, $hi) = (0, ~0);
($lo, $hi) = proc_range($readelf, $prog, $proc, 'trace-counts') if $proc ne '-';

# Every bundle's template and every slot's text, from the disassembly.
# %unit{"addr slot"} is the slot's unit letter (M I F B L), %text the
# instruction without its predicate, %target an IP-relative branch's
# target address.
my (%unit, %text, %target, %last_slot, %predicated);
{
	open(my $dis, '-|', $objdump, '-d', $prog) or die "$objdump: $!\n";
	my ($bundle, $slot, $tpl);
	while (<$dis>) {
		next unless /^\s*([0-9a-f]+):\t(?:[0-9a-f]{2} )+\s*\t?(.*)$/;
		my ($a, $rest) = (hex($1), $2);
		if ($rest =~ /^\[(\w+)\]\s+(.*)$/) {
			($bundle, $slot, $tpl) = ($a, 0, $1);
			$rest = $2;
		} else {
			next if $rest =~ /^\s*$/;	# the L+X's second line
			next unless defined $bundle;
			$slot++;
		}
		$rest =~ s/^\s+//;
		$rest =~ s/;;\s*$//;
		my $k = "$bundle $slot";
		$predicated{$k} = $rest =~ /^\(p0*[1-9]\d*\)/ ? 1 : 0;
		$rest =~ s/^\(p\d+\)\s*//;
		$unit{$k} = substr($tpl, $slot, 1);
		$text{$k} = $rest;
		$last_slot{$bundle} = $slot;
		$target{$k} = hex($1) if $rest =~ /^brl?\.\S+\s+(?:b\d=)?([0-9a-f]+)\s+</;
	}
	close $dis;
	# The whole program: offsets from the first bundle.
	$lo = (sort { $a <=> $b } keys %last_slot)[0] // 0 if $proc eq "-";
}

# Classes of Ski's instruction forms (the first word of a trace line),
# besides SkiTrace's.
sub is_nop { $_[0] =~ /^nop\.[mifb]$/ }
sub is_branch { $_[0] =~ /^brl?\.(cond|call|ret|ia|cloop|ctop|cexit|wtop|wexit)/ }
# Branches whose outcome the qualifying predicate alone decides.
sub taken_by_qp { $_[0] =~ /^brl?\.(cond|call|ret|ia)/ }

# Ski writes no data trace when the program makes no data access.
my $dt;
open($dt, "<", -e $dtrace ? $dtrace : "/dev/null") or die "trace-counts: $dtrace: $!\n";
# The next data access of an explicit memory instruction; RSE traffic met
# on the way belongs to the last instruction that moves the register stack.
my $rse_in_range = 0;
my %c;
my $dpending;	# a data line read ahead
sub next_access {
	while (defined(my $l = $dpending // <$dt>)) {
		undef $dpending;
		my ($t, $size, $addr) = split ' ', $l;
		if ($t eq 'r' || $t eq 'w') {
			if ($rse_in_range) {
				$c{$t eq 'r' ? 'RSE_LOADS' : 'RSE_STORES'}++;
			}
			next;
		}
		next if $t eq 'F';
		return ($t, $size, hex($addr));
	}
	return;
}

# The RSE lines of kind KIND ('r', 'w') at the head of the data trace:
# the instruction that moved the stack now made them (counted when it is
# in the range).
sub drain_rse {
	my ($kind) = @_;
	while (defined(my $l = $dpending // <$dt>)) {
		undef $dpending;
		my ($t) = split ' ', $l;
		if ($t ne $kind) { $dpending = $l; return; }
		$c{$t eq 'r' ? 'RSE_LOADS' : 'RSE_STORES'}++ if $rse_in_range;
	}
}

# The ALAT (SkiTrace's alat_access): which check loads hit.
my %alat;

my %indirect;	# an indirect branch's "bundle slot" -> {target bundle => 1}
my %addr;	# a memory instruction's "bundle slot" -> its address stream

# Does control flow from slot 0 of bundle $h reach slot $s of bundle $b,
# inside the range?  Edges: an IP-relative branch to its target, an
# indirect one to the targets the trace saw it take, and the next slot
# unless the instruction is a branch that always leaves (an unpredicated
# br.cond, br.ia or br.ret).  A chk's recovery branch is not an edge: it is
# taken only after a deferred fault, and ia64-predict's control flow has
# no such edge either.
sub reaches {
	my ($h, $b, $s) = @_;
	my %seen;
	my @work = ("$h 0");
	while (defined(my $k = pop @work)) {
		next if $seen{$k}++;
		return 1 if $k eq "$b $s";
		my ($kb, $ks) = split ' ', $k;
		next unless $kb >= $lo && $kb < $hi && defined $text{$k};
		my ($mn) = split ' ', $text{$k};
		my @succ;
		my $always = 0;
		if (is_branch($mn) || $mn =~ /^brl?\.(few|many|sptk|spnt|dptk|dpnt)\b/) {
			push @succ, "$target{$k} 0" if defined $target{$k};
			push @succ, map { "$_ 0" } keys %{$indirect{$k} || {}};
			$always = !$predicated{$k} && $mn !~ /^brl?\.(call|cloop|ctop|cexit|wtop|wexit)/;
		}
		if (!$always) {
			push @succ, $ks < ($last_slot{$kb} // 2) ? "$kb " . ($ks + 1) : ($kb + 16) . " 0";
		}
		push @work, @succ;
	}
	return 0;
}

my @loops;	# [header, branch bundle, branch slot, in?, entries, backedges]
for my $k (keys %target) {
	my ($b, $s) = split ' ', $k;
	my $t = $target{$k};
	next unless $b >= $lo && $b < $hi && $t >= $lo && $t < $hi && $t <= $b;
	push @loops, [$t, $b, $s, 0, 0, 0];
}
@loops = sort { $a->[0] <=> $b->[0] || $a->[1] <=> $b->[1] } @loops;
my %loop_of = map { ("$_->[1] $_->[2]" => $_) } @loops;

for my $n (qw(IA64_INST_RETIRED NOPS_RETIRED PREDICATE_SQUASHED_RETIRED
	LOADS_RETIRED LOADS_RETIRED_INTG STORES_RETIRED RSE_LOADS RSE_STORES
	CHECK_LOADS CHECK_LOADS_MISSED CHECK_LOADS_MISSED_INTG)) {
	$c{$n} = 0;
}
for my $ty (qw(ALL IPREL RETURN NRETIND)) {
	$c{"BR_MISPRED_DETAIL.$ty.ALL_PRED"} = 0;
	$c{"BR_PATH_PRED.$ty.TAKEN"} = 0;
	$c{"BR_PATH_PRED.$ty.NOTTAKEN"} = 0;
}

open(my $it, '<', $itrace) or die "trace-counts: $itrace: $!\n";
my $cur = <$it>;
my $seen_in = 0;	# an instruction of the range ran
while (defined $cur) {
	my $next = <$it>;
	my ($ba, $slot, $qp, $form) = split ' ', $cur, 4;
	my $b = hex($ba);
	my ($mn) = split ' ', $form;
	my $k = "$b $slot";
	my $in = $b >= $lo && $b < $hi;
	my $on = $qp ne '0';
	$seen_in ||= $in;
	if (makes_rse_traffic($mn)) {
		$rse_in_range = $in;
		# the harness's instructions before the call make none (its frame
		# is small enough), so what follows them is the procedure's
		my $kind = rse_traffic_kind($mn);
		drain_rse($kind) if $seen_in && $on && $kind;
	}

	# The data access of a memory instruction, in execution order.
	my ($acc_t, $acc_size, $acc_addr);
	if ($on && (is_load($mn) || is_store($mn) || is_semaphore($mn) || is_lfetch($mn))) {
		($acc_t, $acc_size, $acc_addr) = next_access();
		my $want = is_semaphore($mn) ? 'S' : is_lfetch($mn) ? 'L'
			: is_store($mn) ? 'W' : 'R';
		die "trace-counts: traces out of step at $ba slot $slot ($mn): "
			. "data trace has " . ($acc_t // 'nothing') . ", want $want\n"
			unless defined $acc_t && $acc_t eq $want;
	}
	if ($on && defined $acc_t && $in) {
		# The address stream, as the value model summarises it
		# (values.h, struct values_address): the first address, the
		# first distance between consecutive ones (the stride), how
		# often it recurred and how often another came instead.
		my $a = $addr{$k} //= {n => 0, strides => 0, breaks => 0};
		if (!$a->{n}++) {
			$a->{first} = $acc_addr;
		} else {
			my $d = $acc_addr - $a->{last};
			if ($a->{strides} + $a->{breaks} == 0 || ($a->{strides} && $d == $a->{stride})) {
				$a->{stride} = $d;
				$a->{strides}++;
			} else {
				$a->{breaks}++;
			}
		}
		$a->{last} = $acc_addr;
	}
	if ($on && defined $acc_t) {
		my $hit = alat_access(\%alat, $mn, $text{$k} // '', $acc_t, $acc_addr, $acc_size);
		if (defined $hit && $in) {
			$c{CHECK_LOADS}++;
			$c{CHECK_LOADS_MISSED}++ unless $hit;
			$c{CHECK_LOADS_MISSED_INTG}++ if !$hit && is_integer_load($mn);
		}
	}
	alat_insn(\%alat, $mn, $text{$k} // '') if $on;

	if ($in) {
		$c{IA64_INST_RETIRED}++;
		$c{NOPS_RETIRED}++ if $on && is_nop($mn);
		$c{PREDICATE_SQUASHED_RETIRED}++ if !$on && ($unit{$k} // '') ne 'B';
		if ($on) {
			if (is_check_load($mn)) {
				# counted above: only a miss is a retired load
			} elsif (is_load($mn) || is_semaphore($mn)) {
				$c{LOADS_RETIRED}++;
				$c{LOADS_RETIRED_INTG}++ if is_integer_load($mn);
			}
			$c{STORES_RETIRED}++ if is_store($mn) || is_semaphore($mn);
		}
		for my $l (@loops) {
			my $inside = $b >= $l->[0] && $b <= $l->[1];
			$l->[4]++ if $inside && !$l->[3];
			$l->[3] = $inside;
		}
	}

	if (is_branch($mn)) {
		my $taken;
		if (!$on) {
			$taken = 0;
		} elsif (taken_by_qp($mn)) {
			$taken = 1;
		} else {
			# br.cloop, ctop, cexit, wtop, wexit: where execution went.
			my $fall = $slot < ($last_slot{$b} // 2) ? "$b " . ($slot + 1)
				: ($b + 16) . " 0";
			my $t = $target{$k};
			die "trace-counts: no target for $mn at $ba\n" unless defined $t;
			die "trace-counts: $mn at $ba targets its own fall-through; "
				. "its outcome is not in the trace\n" if "$t 0" eq $fall;
			if (defined $next) {
				my ($nb, $ns) = split ' ', $next;
				$taken = hex($nb) . " $ns" eq "$t 0" ? 1 : 0;
			} else {
				$taken = 0;
			}
		}
		if ($in) {
			my $ty = $mn =~ /^br\.ret/ ? 'RETURN'
				: $form =~ /target/ ? 'IPREL' : 'NRETIND';
			for my $g ('ALL', $ty) {
				$c{"BR_MISPRED_DETAIL.$g.ALL_PRED"}++;
				$c{"BR_PATH_PRED.$g." . ($taken ? 'TAKEN' : 'NOTTAKEN')}++;
			}
			my $l = $loop_of{$k};
			$l->[5]++ if $l && $taken;
			# An indirect branch's targets: the ones it went to.
			if ($taken && !defined $target{$k} && $mn !~ /^br\.ret/ && defined $next) {
				my ($nb) = split ' ', $next;
				$indirect{$k}{hex($nb)} = 1;
			}
		}
	}
	$cur = $next;
}
close $it;
# What is left: RSE traffic after the last memory instruction.
while (defined(my $l = $dpending // <$dt>)) {
	undef $dpending;
	my ($t) = split ' ', $l;
	if ($t eq 'r' || $t eq 'w') {
		$c{$t eq 'r' ? 'RSE_LOADS' : 'RSE_STORES'}++ if $rse_in_range;
		next;
	}
	next if $t eq 'F';
	die "trace-counts: data trace has accesses no instruction made: $l";
}
close $dt;
$c{LOADS_RETIRED} += $c{CHECK_LOADS_MISSED} + $c{RSE_LOADS};
$c{LOADS_RETIRED_INTG} += $c{CHECK_LOADS_MISSED_INTG};
$c{STORES_RETIRED} += $c{RSE_STORES};

print "$_ $c{$_}\n" for sort keys %c;
for my $k (sort { $a cmp $b } keys %addr) {
	my ($b, $s) = split ' ', $k;
	my $a = $addr{$k};
	printf "ADDR %d %d accesses=%d first=%d stride=%d strides=%d breaks=%d\n",
		$b - $lo, $s, $a->{n}, $a->{first}, $a->{stride} // 0, $a->{strides}, $a->{breaks};
}
for my $l (@loops) {
	next unless reaches($l->[0], $l->[1], $l->[2]);
	printf "LOOP %d %d entries=%d iterations=%d backedges=%d\n",
		$l->[0] - $lo, $l->[1] - $lo, $l->[4], $l->[4] + $l->[5], $l->[5];
}
