#!/usr/bin/perl
# tests/dv/compare.pl - the dependency violations GNU as -x warned of
# against those `ia64-predict check` warned of, for one file.
#
#   compare.pl GAS-STDERR OURS-STDERR
#
# Each violation becomes a key: the line of the instruction that violates,
# the line of the earlier access, the mode (RAW, WAW, WAR), the resource
# (the tables' name without its range: "GR%", "PR63", "AR[LC]") with the
# register number when both say it ("specific resource number is 4",
# 'r4'), and whether it is certain ("violates", no "possible") or only
# possible ("may violate").  The keys are compared as sets: gas reports one
# pair once for every table line that holds it, we once.  Prints one line
# per difference ("gas only: ..." / "ours only: ...") and, last,
# "N N" (the number of keys of gas and ours); exit 1 when the sets differ.
use strict;
use warnings;

my ($gas_file, $ours_file) = @ARGV;
die "usage: compare.pl GAS-STDERR OURS-STDERR\n" unless defined $ours_file;

sub family {
	my ($r) = @_;
	$r =~ s/,\s*%\s+in\b.*$//;
	return $r;
}

my (%gas, %ours);
open my $g, '<', $gas_file or die "compare.pl: $gas_file: $!\n";
my $pending;
while (<$g>) {
	if (/:(\d+): Warning: Use of '[^']*' (violates|may violate) (RAW|WAW|WAR) dependency '([^']*)' \(([^)]*)\)(?: when entry is at label '[^']*')?(?:, specific resource number is (\d+))?/) {
		my ($line, $how, $mode, $res, $num) = ($1, $2, $3, family($4), $6);
		$pending = [$line, $mode, $res, $num, $how eq 'violates' ? 'certain' : 'possible'];
	} elsif (/:(\d+): Warning: This is the location of the conflicting usage/ && $pending) {
		my ($line, $mode, $res, $num, $how) = @$pending;
		$gas{join ' ', $line, $1, $mode, $res . (defined $num ? "#$num" : ''), $how} = 1;
		undef $pending;
	}
}
close $g;

# our register names to the tables' numbers: r4 -> 4, ar.k1 -> 1,
# cr.irr0 -> 68 (a control register's number)
my %cr_base = (irr => 68, iib => 26, lrr => 80);
sub number {
	my ($name, $res) = @_;
	return undef unless defined $name && $res =~ /[%#]/;
	return $1 if $name =~ /^[rfpb](\d+)$/;
	return $1 if $name =~ /^ar\.k(\d)$/;
	return $1 if $name =~ /^ar(\d+)$/;
	return $1 if $name =~ /^[a-z]+\[(\d+)\]$/;
	return $cr_base{$1} + $2 if $name =~ /^cr\.(irr|iib|lrr)(\d)$/;
	return undef;
}

open my $o, '<', $ours_file or die "compare.pl: $ours_file: $!\n";
undef $pending;
while (<$o>) {
	if (/:(\d+):\d+: warning: (possible )?(RAW|WAW|WAR) dependency violation on (?:'([^']*)'|\S+) \(([^,)]*)/) {
		my ($line, $possible, $mode, $name, $res) = ($1, $2, $3, $4, $5);
		my $num = number($name, $res);
		$pending = [$line, $mode, $res, $num, $possible ? 'possible' : 'certain'];
	} elsif (/:(\d+):\d+: note: (written|read) here/ && $pending) {
		my ($line, $mode, $res, $num, $how) = @$pending;
		$ours{join ' ', $line, $1, $mode, $res . (defined $num ? "#$num" : ''), $how} = 1;
		undef $pending;
	}
}
close $o;

my $differ = 0;
sub by_line { my ($x) = $a =~ /^(\d+)/; my ($y) = $b =~ /^(\d+)/; $x <=> $y || $a cmp $b }
for my $k (sort by_line grep { !$ours{$_} } keys %gas) { print "gas only: $k\n"; $differ = 1 }
for my $k (sort by_line grep { !$gas{$_} } keys %ours) { print "ours only: $k\n"; $differ = 1 }
printf "%d %d\n", scalar keys %gas, scalar keys %ours;
exit $differ;
