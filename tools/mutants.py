#!/usr/bin/env python3
"""Mutation testing: does the test suite catch wrong code?

Reads a catalogue of mutants (tools/mutants.txt), and for each one puts
that single bug into a copy of the tree, rebuilds it (incrementally),
and runs the tests that cover the changed code, each under a time limit.
A mutant is killed when one of them fails (a timeout fails too); it
survives when all pass.  Prints one line per mutant, then the kill rate
and the survivors; exits 1 when a mutant survived that the catalogue
does not show equivalent, or when one did not apply or build (a stale
catalogue entry must be fixed, not counted).

The copy (--tree, build/mutants by default under the build tree) is made
once with cp, configured as the build tree was, and built; the working
tree is never touched.  Each mutant is applied by replacing one exact
text that must occur exactly once in its file, and the file is put back
byte for byte before the next one, whatever happens.

Catalogue format: blocks separated by blank lines; "#" starts a comment.
    id: backend-subf-swapped
    file: src/backend/cg_arith.c
    find: [OP_ARITH_SUBF] = LLVMFSub,
    replace: [OP_ARITH_SUBF] = LLVMFAdd,
    tests: @arith tests/exec/int_edges.mlir
    equivalent: why no test can tell it from the original (optional)
A line that starts with a tab or a space goes on with the find or
replace text above it (a mutant of several lines).
"tests" names test files (run as make check runs them: .mlir through
tests/lit.sh, .sh with bash, anything else is a check program that is
built and run) or @groups, defined in the catalogue by
    group arith: tests/exec/arith_int.mlir tests/exec/arith_float.mlir

Usage: tools/mutants.py [--tree DIR] [--only ID,...] [--sample N]
                        [--timeout S] [--catalogue FILE] [--list]
                        [--no-baseline]
The covering tests first run on the unmutated copy, and must pass.
"""
import argparse, os, random, re, shutil, subprocess, sys, time


def parse_catalogue(path):
	groups, mutants, cur = {}, [], {}
	last_key = None
	def flush():
		if cur:
			for key in ('id', 'file', 'find', 'replace', 'tests'):
				if key not in cur:
					sys.exit(f"{path}: mutant {cur.get('id', '?')}: no {key}:")
			mutants.append(dict(cur))
			cur.clear()
	for n, raw in enumerate(open(path), 1):
		line = raw.rstrip('\n')
		if not line.strip():
			flush()
			continue
		if line.lstrip().startswith('#'):
			continue
		m = re.match(r'group (\S+):\s*(.*)$', line)
		if m:
			flush()
			groups[m.group(1)] = m.group(2).split()
			continue
		if line[0] in ' \t' and last_key in ('find', 'replace'):
			cur[last_key] += '\n' + line
			continue
		m = re.match(r'(id|file|find|replace|tests|equivalent):\s?(.*)$', line)
		if m:
			last_key = m.group(1)
		if not m:
			sys.exit(f"{path}:{n}: not a catalogue line: {line}")
		cur[m.group(1)] = m.group(2)
	flush()
	seen = set()
	for mu in mutants:
		if mu['id'] in seen:
			sys.exit(f"{path}: mutant {mu['id']} twice")
		seen.add(mu['id'])
		tests = []
		for t in mu['tests'].split():
			if t.startswith('@'):
				if t[1:] not in groups:
					sys.exit(f"{path}: mutant {mu['id']}: no group {t}")
				tests += groups[t[1:]]
			else:
				tests.append(t)
		mu['test_list'] = list(dict.fromkeys(tests))
	return mutants


def sh(cmd, cwd, timeout, log=None):
	"""Runs cmd (a shell line) in its own process group; returns its
	status, 124 at the time limit."""
	out = open(log, 'ab') if log else subprocess.DEVNULL
	p = subprocess.Popen(['bash', '-c', cmd], cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
	                     start_new_session=True)
	try:
		return p.wait(timeout=timeout)
	except subprocess.TimeoutExpired:
		os.killpg(p.pid, 9)
		p.wait()
		return 124
	finally:
		if log:
			out.close()


def prepare_tree(src, tree, log):
	if os.path.exists(os.path.join(tree, 'config.status')):
		return
	print(f"mutants: copying {src} to {tree} and configuring it", flush=True)
	shutil.copytree(src, tree, symlinks=True,
	                ignore=shutil.ignore_patterns('.git', 'mutants', 'Output'))
	# The copy's Makefiles name the source tree's paths: configure again
	# with the same arguments, in the copy.
	args = subprocess.run(['./config.status', '--config'], cwd=src, capture_output=True,
	                      text=True).stdout.strip()
	if sh(f"./configure {args}", tree, 1800, log) != 0:
		sys.exit(f"mutants: configure failed in {tree}, see {log}")
	# The copied test programs' libtool wrappers name the source tree's
	# libraries: relink them here, with the helper programs the test
	# scripts run (make check with no test builds them all).
	if sh("make clean-checkPROGRAMS && make -j2 check TESTS=", tree, 3600, log) != 0:
		sys.exit(f"mutants: building the test programs failed in {tree}, see {log}")


def run_test(tree, test, timeout, log):
	env = '. tests/env.sh && export CI=true && '
	if test.endswith('.mlir'):
		cmd = f"bash tests/lit.sh {test}"
	elif test.endswith('.sh'):
		cmd = f"bash {test}"
	else:
		cmd = f"make -s {test} >/dev/null && ./{test}"
	with open(log, 'ab') as f:
		f.write(f"\n=== {test}\n".encode())
	return sh(env + cmd, tree, timeout, log)


def main():
	here = os.path.dirname(os.path.abspath(__file__))
	top = os.path.dirname(here)
	ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
	ap.add_argument('--catalogue', default=os.path.join(here, 'mutants.txt'))
	ap.add_argument('--tree', default=os.path.join(os.getcwd(), 'mutants', 'tree'))
	ap.add_argument('--only', default='')
	ap.add_argument('--sample', type=int, default=0)
	ap.add_argument('--timeout', type=int, default=300)
	ap.add_argument('--list', action='store_true')
	ap.add_argument('--no-baseline', action='store_true',
	                help='do not first run the tests on the unmutated tree')
	a = ap.parse_args()
	mutants = parse_catalogue(a.catalogue)
	if a.only:
		want = set(a.only.split(','))
		mutants = [m for m in mutants if m['id'] in want]
	if a.sample:
		mutants = random.Random(os.environ.get('MUTANTS_SEED', '1')).sample(
			mutants, min(a.sample, len(mutants)))
	if a.list:
		for m in mutants:
			print(m['id'], m['file'], ' '.join(m['test_list']))
		return 0
	missing = sorted({t for m in mutants for t in m['test_list']
	                  if not os.path.exists(os.path.join(top, t))
	                  and not os.path.exists(os.path.join(top, t + '.c'))})
	if missing:
		sys.exit('mutants: the catalogue names tests that do not exist: ' + ' '.join(missing))
	tree = os.path.abspath(a.tree)
	outdir = os.path.dirname(tree)
	os.makedirs(outdir, exist_ok=True)
	log = os.path.join(outdir, 'build.log')
	# The build tree is where this runs from (make check-mutants runs it
	# in the build directory); its sources are at the top of this script.
	prepare_tree(os.getcwd() if os.path.exists('config.status') else top, tree, log)
	if sh('make -j2 all', tree, 3600, log) != 0:
		sys.exit(f"mutants: the unmutated tree does not build, see {log}")
	# Every covering test must pass on the unmutated tree, or a mutant
	# would count as killed by a test that fails anyway.
	if not a.no_baseline:
		for t in sorted({t for m in mutants for t in m['test_list']}):
			rc = run_test(tree, t, a.timeout, log)
			print(f"mutants: baseline {t}: {'ok' if rc == 0 else 'FAILS (status %d)' % rc}", flush=True)
			if rc != 0:
				sys.exit(f"mutants: {t} fails without a mutant, see {log}")
	results = []
	start = time.time()
	for i, mu in enumerate(mutants, 1):
		path = os.path.join(tree, mu['file'])
		orig = open(path, 'rb').read()
		text = orig.decode()
		tlog = os.path.join(outdir, mu['id'] + '.log')
		if os.path.exists(tlog):
			os.remove(tlog)
		t0 = time.time()
		count = text.count(mu['find'])
		if count != 1:
			status, why = 'bad', f"'find' text occurs {count} times"
		else:
			try:
				open(path, 'w').write(text.replace(mu['find'], mu['replace']))
				if sh('make -j2 all', tree, 1800, tlog) != 0:
					status, why = 'bad', 'did not build'
				else:
					status, why = 'survived', 'every test passed'
					for t in mu['test_list']:
						rc = run_test(tree, t, a.timeout, tlog)
						if rc != 0:
							status = 'killed'
							why = f"{t} ({'timed out' if rc == 124 else 'status %d' % rc})"
							break
			finally:
				open(path, 'wb').write(orig)
		if status == 'survived' and 'equivalent' in mu:
			status, why = 'equivalent', mu['equivalent']
		if status == 'killed':
			os.remove(tlog)
		results.append((mu, status, why))
		print(f"[{i}/{len(mutants)}] {status:10} {mu['id']}: {why} ({time.time() - t0:.0f}s)",
		      flush=True)
	sh('make -j2 all', tree, 3600, log)	# back to the unmutated build
	counted = [r for r in results if r[1] in ('killed', 'survived')]
	killed = sum(1 for r in counted if r[1] == 'killed')
	equiv = sum(1 for r in results if r[1] == 'equivalent')
	bad = [r for r in results if r[1] == 'bad']
	print(f"\nmutants: {len(results)} run in {time.time() - start:.0f}s: {killed} killed, "
	      f"{len(counted) - killed} survived, {equiv} equivalent, {len(bad)} not applied")
	if counted:
		print(f"kill rate: {killed}/{len(counted)} = {100.0 * killed / len(counted):.1f}% "
		      "(equivalent mutants left out)")
	for mu, status, why in results:
		if status in ('survived', 'bad'):
			print(f"  {status}: {mu['id']} ({mu['file']}): {why}; log {outdir}/{mu['id']}.log")
	return 1 if bad or len(counted) > killed else 0


if __name__ == '__main__':
	sys.exit(main())
