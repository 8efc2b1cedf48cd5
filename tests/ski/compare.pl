#!/usr/bin/perl
# tests/ski/compare.pl JSON PROC COUNTS
#
# Compares the counts Ski's trace gives for procedure PROC (COUNTS, the
# output of tests/ski/trace-counts.pl) with what ia64-predict predicted
# for it (JSON, its --format json output; docs/json.md).  Prints one line
# per count, "ok NAME N" or "DIFF NAME ski=N predicted=M", and last
# "compared K equal E".  Compared: the retirement events, the branches
# reached by type, the taken branches (BR_PATH_PRED's TAKEN umasks summed
# over the prediction outcome), and each executed loop's iterations per
# entry against the trip count of the loop ia64-predict has at the same
# header.
use strict;
use warnings;
no warnings "portable";	# 64-bit addresses in hex
use FindBin;
use lib "$FindBin::Bin/../ski";
use SkiTrace;

my ($json_file, $proc, $counts_file) = @ARGV;
die "usage: compare.pl JSON PROC COUNTS\n" unless defined $counts_file;

my ($p, $doc) = predicted_procedure($json_file, $proc, "compare");
my $ev = $p->{events};

my (%ski, @loops, @addrs);
open(my $cf, '<', $counts_file) or die "compare: $counts_file: $!\n";
while (<$cf>) {
	if (/^ADDR (\d+) (\d+) accesses=(\d+) first=(-?\d+) stride=(-?\d+) strides=(\d+) breaks=(\d+)/) {
		push @addrs, [$1, $2, $3, $4, $5, $6, $7];
	} elsif (/^LOOP (\d+) (\d+) entries=(\d+) iterations=(\d+)/) {
		push @loops, [$1, $2, $3, $4];
	} elsif (/^(\S+) (\d+)$/) {
		$ski{$1} = $2;
	}
}
close $cf;

my ($compared, $equal) = (0, 0);
sub check {
	my ($name, $want, $got) = @_;
	$compared++;
	if (!defined $got) {
		print "DIFF $name ski=$want predicted=none (not predicted)\n";
	} elsif ($got == $want) {
		$equal++;
		print "ok $name $want\n";
	} else {
		print "DIFF $name ski=$want predicted=$got\n";
	}
}

for my $e (qw(IA64_INST_RETIRED NOPS_RETIRED PREDICATE_SQUASHED_RETIRED
	LOADS_RETIRED LOADS_RETIRED_INTG STORES_RETIRED)) {
	check($e, $ski{$e}, $ev->{$e});
}
for my $t (qw(ALL IPREL RETURN NRETIND)) {
	my $n = "BR_MISPRED_DETAIL.$t.ALL_PRED";
	check($n, $ski{$n}, $ev->{$n});
}
for my $t (qw(ALL IPREL RETURN NRETIND)) {
	my ($m, $o) = map { $ev->{"BR_PATH_PRED.$t.${_}_TAKEN"} } qw(MISPRED OKPRED);
	check("BR_PATH_PRED.$t.TAKEN", $ski{"BR_PATH_PRED.$t.TAKEN"},
		defined $m && defined $o ? $m + $o : undef);
}
my %pred_loop;
for my $l (@{$p->{loops} || []}) {
	$pred_loop{$l->{offset} - $p->{offset}} //= $l;
}
for my $l (@loops) {
	my ($hdr, $br, $entries, $iters) = @$l;
	next unless $entries;
	my $name = "loop\@$hdr(branch\@$br).iterations_per_entry";
	if ($iters % $entries) {
		# Entries with different trip counts: compare the total.
		my $pl = $pred_loop{$hdr};
		check("loop\@$hdr(branch\@$br).iterations/$entries entries", $iters,
			$pl ? $pl->{trip_count} * $entries : undef);
		next;
	}
	my $pl = $pred_loop{$hdr};
	if (!$pl) {
		$compared++;
		print "DIFF $name ski=" . $iters / $entries . " predicted=none (no loop at that header)\n";
		next;
	}
	check($name, $iters / $entries, $pl->{trip_count});
}
# Address streams (docs/ski-counts.md): compared where the model knows the
# first address as a number; where it does not (a pointer loaded from
# memory), the stream is listed as not known and not compared.  The
# file's own data and its linkage table are where the model places them
# (from data_place MB into region 3, docs/model.md), not where the linker
# put them in the program Ski runs: a first address there is not compared
# (the stream's count, stride and breaks are).
my $placed_lo = 0x6000000000000000 + (($doc->{params}{data_place} // 2048) << 20);
my $placed_hi = $placed_lo + (1 << 30);
my %pred_addr;
for my $a (@{$p->{memory_accesses} || []}) {
	$pred_addr{($a->{offset} - $p->{offset}) . " $a->{slot}"} = $a;
}
my $unknown_addr = 0;
for my $a (@addrs) {
	my ($off, $slot, $n, $first, $stride, $strides, $breaks) = @$a;
	my $name = "address\@$off/$slot";
	my $m = $pred_addr{"$off $slot"};
	if (!$m) {
		$compared++;
		print "DIFF $name ski=$n accesses predicted=none (no access recorded)\n";
		next;
	}
	check("$name.accesses", $n, $m->{accesses});
	if (!defined $m->{first_value} || $m->{unknown}) {
		$unknown_addr++;
		print "unknown $name: the model has " . ($m->{address} // '?') . "\n";
		next;
	}
	my $fv = $m->{first_value};
	if ($fv >= $placed_lo && $fv < $placed_hi) {
		print "placed $name: the model's first address is in the file's data as placed\n";
	} else {
		check("$name.first", $first, $fv);
	}
	next if $n < 2;
	check("$name.stride", $stride, $m->{stride});
	check("$name.strides", $strides, $m->{strides});
	check("$name.breaks", $breaks, $m->{breaks});
}
print "addresses not known to the model: $unknown_addr\n" if $unknown_addr;
print "compared $compared equal $equal\n";
