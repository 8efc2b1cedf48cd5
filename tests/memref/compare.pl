#!/usr/bin/perl
# tests/memref/compare.pl JSON PROC COUNTS
#
# Compares the memory counts the trace replay gives for procedure PROC
# (COUNTS, tests/memref/replay.pl's output) with what ia64-predict
# predicted for it (JSON, its --format json output; docs/json.md): every
# "EVENT VALUE" line of COUNTS against the procedure's "events" of the
# same name.  Prints one line per count: "ok NAME N", "DIFF NAME
# replay=N predicted=M", or "NOTPRED NAME replay=N" when the JSON has no
# number for it (the model does not predict it yet); last "compared K
# equal E notpredicted U".  The per-level lines (L1D.hits, ...) are not
# PMU events and are not compared.
use strict;
use warnings;
no warnings "portable";	# 64-bit addresses in hex
use FindBin;
use lib "$FindBin::Bin/../ski";
use SkiTrace;

my ($json_file, $proc, $counts_file) = @ARGV;
die "usage: compare.pl JSON PROC COUNTS\n" unless defined $counts_file;

my ($p, $doc) = predicted_procedure($json_file, $proc, "compare");
my $ev = $p->{events} || {};

my ($compared, $equal, $notpred) = (0, 0, 0);
open(my $cf, '<', $counts_file) or die "compare: $counts_file: $!\n";
while (<$cf>) {
	my ($name, $want) = split;
	next unless defined $want && $want =~ /^\d+$/;
	next if $name =~ /^(L1D|L2D|L3|L1I|L2I|L1DTLB|L2DTLB|L1ITLB|L2ITLB)\./;
	my $got = $ev->{$name};
	if (!defined $got || ref $got || $got !~ /^-?[\d.eE+]+$/) {
		$notpred++;
		print "NOTPRED $name replay=$want\n";
		next;
	}
	$compared++;
	if ($got == $want) {
		$equal++;
		print "ok $name $want\n";
	} else {
		print "DIFF $name replay=$want predicted=$got\n";
	}
}
close $cf;
print "compared $compared equal $equal notpredicted $notpred\n";
