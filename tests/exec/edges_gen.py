#!/usr/bin/env python3
"""Writes the program of tests/exec/edges.sh: every integer, index, float
and math op asyncc compiles, on the edge values of each type, printed
one result a line in a fixed order, so that asyncc's builds can be
compared with MLIR 19's line by line.

Operands reach the ops as function arguments (each function is called
once per operand pair from @main), so that the ops are compiled as
instructions at -O0; at -O2 LLVM may inline and fold them, which checks
its constant folding of what asyncc emits.  Pairs whose result MLIR
leaves undefined (poison or UB: division by zero, INT_MIN / -1, a shift
by the width or more, fptosi out of range, ceildivsi/floordivsi of the
most negative dividend, which MLIR 19's arith-expand computes wrongly,
tests/exec/int_edges.mlir) are not compared: they are never called.

Floats are printed twice: with vector.print (the printers), and as their
bits, with every NaN made the canonical quiet one (the sign and payload
of a NaN are not specified).
"""
import re, struct, sys

# asyncc compiles integers of 1 to 64 bits (wider ones are an error,
# 'integer width 128 is not supported'): odd widths among them.
INT_WIDTHS = [1, 3, 8, 16, 32, 33, 64]
out = []


labels = {}       # function -> the op each of its output lines prints
calls = []        # @main's calls in order: (function, operand values)
cur_func = [None]
cur_op = ['']
printing = [False]


def emit(s=''):
	out.append(s)
	m = re.match(r'\s*func\.func @(\w+)\(', s)
	if m and m.group(1) != 'main':
		cur_func[0] = m.group(1)
		labels[cur_func[0]] = []
	m = re.match(r'\s*%\w+(, %\w+)? = (\w+\.\w+)( \w+,)?', s)
	if m and 'constant' not in m.group(2) and cur_func[0] and not printing[0]:
		cur_op[0] = m.group(2) + (' ' + m.group(3).strip(' ,') if m.group(3) and m.group(2).endswith('cmp') or (m.group(3) and 'cmp' in m.group(2)) else '')
	if s.strip().startswith('vector.print') and cur_func[0]:
		labels[cur_func[0]].append(cur_op[0])
	m = re.match(r'\s*func\.call @(\w+)\(([^)]*)\)', s)
	if m:
		calls.append((m.group(1), m.group(2)))


def int_values(w):
	if w == 1:
		return [0, -1]
	lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
	return sorted(set([0, 1, -1, lo, hi, lo + 1, 2, -3]))


def f32_hex(x):
	return '0x%08X' % struct.unpack('<I', struct.pack('<f', x))[0]


def f64_hex(x):
	return '0x%016X' % struct.unpack('<Q', struct.pack('<d', x))[0]


INF = float('inf')
# f32 and f64 edge values as bit patterns: zeros, ones, halves (rounding),
# NaN, infinities, the smallest subnormal, the largest finite value.
# For bf16, halfway cases that round down (to even) and up, and just
# above halfway.  A signaling NaN of each width (0x7F800001: it must
# reach the code as written, not quieted to 0x7FC00001).
F32 = ['0x00000000', '0x80000000', f32_hex(1.0), f32_hex(-1.5), f32_hex(2.5), f32_hex(-0.5),
       '0x7FC00000', '0x7F800000', '0xFF800000', '0x00000001', '0x7F7FFFFF', f32_hex(3.0),
       '0x3F808000', '0xBF818000', '0x3F80C000', '0xFFC00001', '0x7F800001']
F64 = ['0x0000000000000000', '0x8000000000000000', f64_hex(1.0), f64_hex(-2.5), f64_hex(0.5),
       '0x7FF8000000000000', '0x7FF0000000000000', '0xFFF0000000000000', '0x0000000000000001',
       '0x7FEFFFFFFFFFFFFF', f64_hex(-7.0), '0x7FF0000000000001']

INT_SAFE = ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'maxui', 'minsi', 'minui']
INT_DIVS = ['divsi', 'remsi']
INT_FDIVS = ['ceildivsi', 'floordivsi']
INT_DIVU = ['divui', 'remui', 'ceildivui']
INT_SHIFT = ['shli', 'shrsi', 'shrui']
CMPI = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
FLOAT_BIN = ['addf', 'subf', 'mulf', 'divf', 'remf', 'maximumf', 'minimumf']
# maxnumf and minnumf of +0.0 and -0.0 may return either (ArithOps.td).
FLOAT_NUM = ['maxnumf', 'minnumf']
CMPF = ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord',
        'ueq', 'ugt', 'uge', 'ult', 'ule', 'une', 'uno', 'true']
MATH_UNARY_F = ['absf', 'ceil', 'floor', 'round', 'roundeven', 'trunc', 'sqrt', 'rsqrt',
                'exp', 'exp2', 'expm1', 'log', 'log2', 'log10', 'log1p', 'sin', 'cos', 'tan',
                'tanh', 'atan', 'erf', 'cbrt', 'sinh', 'cosh', 'asin', 'acos']
MATH_BIN_F = ['powf', 'atan2', 'copysign']
# math.isnan, isinf, isfinite, isnormal: MLIR 19 has no such ops (asyncc
# takes them from later MLIR); tests/exec/math.mlir checks them by hand.
MATH_CLASS = []
MATH_INT = ['absi', 'ctlz', 'cttz', 'ctpop']


def print_int(v, t):
	"""Print an integer of type t; i128 as its two halves."""
	printing[0] = True
	print_int_(v, t)
	printing[0] = False


def print_int_(v, t):
	if t == 'i128':
		lo = fresh()
		emit(f'    {lo} = arith.trunci {v} : i128 to i64')
		emit(f'    vector.print {lo} : i64')
		c = fresh()
		emit(f'    {c} = arith.constant 64 : i128')
		sh = fresh()
		emit(f'    {sh} = arith.shrui {v}, {c} : i128')
		hi = fresh()
		emit(f'    {hi} = arith.trunci {sh} : i128 to i64')
		emit(f'    vector.print {hi} : i64')
	else:
		emit(f'    vector.print {v} : {t}')


def print_float(v, t):
	printing[0] = True
	print_float_(v, t)
	printing[0] = False


def print_float_(v, t):
	bits_t = {'f32': 'i32', 'f64': 'i64'}[t]
	nan_bits = {'f32': '0x7FC00000', 'f64': '0x7FF8000000000000'}[t]
	isnan, canon, bits, fixed, nanv = fresh(), fresh(), fresh(), fresh(), fresh()
	emit(f'    {isnan} = arith.cmpf uno, {v}, {v} : {t}')
	emit(f'    {nanv} = arith.constant {nan_bits} : {t}')
	emit(f'    {canon} = arith.select {isnan}, {nanv}, {v} : {t}')
	emit(f'    vector.print {canon} : {t}')
	emit(f'    {bits} = arith.bitcast {canon} : {t} to {bits_t}')
	emit(f'    vector.print {bits} : {bits_t}')


counter = [0]


def fresh():
	counter[0] += 1
	return f'%v{counter[0]}'


def int_funcs(w):
	t = f'i{w}'
	emit(f'  func.func @safe_{t}(%a: {t}, %b: {t}) {{')
	for op in INT_SAFE:
		r = fresh()
		emit(f'    {r} = arith.{op} %a, %b : {t}')
		print_int(r, t)
	for p in CMPI:
		r = fresh()
		emit(f'    {r} = arith.cmpi {p}, %a, %b : {t}')
		emit(f'    vector.print {r} : i1')
	c = fresh()
	emit(f'    {c} = arith.cmpi slt, %a, %b : {t}')
	r = fresh()
	emit(f'    {r} = arith.select {c}, %a, %b : {t}')
	print_int(r, t)
	if w < 64:
		for ext in ['extsi', 'extui']:
			r = fresh()
			emit(f'    {r} = arith.{ext} %a : {t} to i64')
			emit(f'    vector.print {r} : i64')
	if w > 1:
		r = fresh()
		emit(f'    {r} = arith.trunci %a : {t} to i1')
		emit(f'    vector.print {r} : i1')
	if w in (8, 16, 32, 64):
		for conv, ft in [('sitofp', 'f64'), ('uitofp', 'f64'), ('sitofp', 'f32'), ('uitofp', 'f32')]:
			r = fresh()
			emit(f'    {r} = arith.{conv} %a : {t} to {ft}')
			print_float(r, ft)
		lo, hi = fresh(), fresh()
		emit(f'    {lo}, {hi} = arith.mulsi_extended %a, %b : {t}')
		print_int(lo, t)
		print_int(hi, t)
		lo, hi = fresh(), fresh()
		emit(f'    {lo}, {hi} = arith.mului_extended %a, %b : {t}')
		print_int(lo, t)
		print_int(hi, t)
		s, o = fresh(), fresh()
		emit(f'    {s}, {o} = arith.addui_extended %a, %b : {t}, i1')
		print_int(s, t)
		emit(f'    vector.print {o} : i1')
		for op in MATH_INT:
			r = fresh()
			emit(f'    {r} = math.{op} %a : {t}')
			print_int(r, t)
	emit('    return')
	emit('  }')
	for name, ops in [('divs', INT_DIVS), ('fdivs', INT_FDIVS), ('divu', INT_DIVU), ('shift', INT_SHIFT)]:
		emit(f'  func.func @{name}_{t}(%a: {t}, %b: {t}) {{')
		for op in ops:
			r = fresh()
			emit(f'    {r} = arith.{op} %a, %b : {t}')
			print_int(r, t)
		emit('    return')
		emit('  }')
	if w in (8, 32, 64):
		emit(f'  func.func @ipowi_{t}(%a: {t}, %b: {t}) {{')
		r = fresh()
		emit(f'    {r} = math.ipowi %a, %b : {t}')
		print_int(r, t)
		emit('    return')
		emit('  }')


def index_funcs():
	emit('  func.func @index_safe(%a: index, %b: index) {')
	for op in ['add', 'sub', 'mul', 'and', 'or', 'xor', 'maxs', 'maxu', 'mins', 'minu']:
		r = fresh()
		emit(f'    {r} = index.{op} %a, %b')
		emit(f'    vector.print {r} : index')
	for p in CMPI:
		r = fresh()
		emit(f'    {r} = index.cmp {p}(%a, %b)')
		emit(f'    vector.print {r} : i1')
	for cast in ['index_cast', 'index_castui']:
		r = fresh()
		emit(f'    {r} = arith.{cast} %a : index to i32')
		emit(f'    vector.print {r} : i32')
	emit('    return')
	emit('  }')
	emit('  func.func @index_div(%a: index, %b: index) {')
	for op in ['divs', 'rems', 'divu', 'remu', 'ceildivu']:
		r = fresh()
		emit(f'    {r} = index.{op} %a, %b')
		emit(f'    vector.print {r} : index')
	emit('    return')
	emit('  }')
	emit('  func.func @index_shift(%a: index, %b: index) {')
	for op in ['shl', 'shrs', 'shru']:
		r = fresh()
		emit(f'    {r} = index.{op} %a, %b')
		emit(f'    vector.print {r} : index')
	emit('    return')
	emit('  }')
	emit('  func.func @index_from_i32(%a: i32) {')
	for cast in ['index_cast', 'index_castui']:
		r = fresh()
		emit(f'    {r} = arith.{cast} %a : i32 to index')
		emit(f'    vector.print {r} : index')
	emit('    return')
	emit('  }')


def float_funcs(t):
	emit(f'  func.func @fbin_{t}(%a: {t}, %b: {t}) {{')
	for op in FLOAT_BIN:
		r = fresh()
		emit(f'    {r} = arith.{op} %a, %b : {t}')
		print_float(r, t)
	for p in CMPF:
		r = fresh()
		emit(f'    {r} = arith.cmpf {p}, %a, %b : {t}')
		emit(f'    vector.print {r} : i1')
	for op in MATH_BIN_F:
		r = fresh()
		emit(f'    {r} = math.{op} %a, %b : {t}')
		print_float(r, t)
	emit('    return')
	emit('  }')
	emit(f'  func.func @fnum_{t}(%a: {t}, %b: {t}) {{')
	for op in FLOAT_NUM:
		r = fresh()
		emit(f'    {r} = arith.{op} %a, %b : {t}')
		print_float(r, t)
	emit('    return')
	emit('  }')
	emit(f'  func.func @fun_{t}(%a: {t}) {{')
	r = fresh()
	emit(f'    {r} = arith.negf %a : {t}')
	print_float(r, t)
	for op in MATH_UNARY_F:
		r = fresh()
		emit(f'    {r} = math.{op} %a : {t}')
		print_float(r, t)
	for op in MATH_CLASS:
		r = fresh()
		emit(f'    {r} = math.{op} %a : {t}')
		emit(f'    vector.print {r} : i1')
	other = 'f64' if t == 'f32' else 'f32'
	r = fresh()
	emit(f'    {r} = arith.{"extf" if t == "f32" else "truncf"} %a : {t} to {other}')
	print_float(r, other)
	# fpowi: an i32 exponent is LLVM's powi, a narrower one is
	# sign-extended to it, a wider one goes through asyncc's own
	# square-and-multiply function.
	for k, it in [(0, 'i32'), (3, 'i32'), (-2, 'i32'), (31, 'i32'), (-2, 'i8'), (5, 'i16'),
	              (0, 'i64'), (1, 'i64'), (3, 'i64'), (-1, 'i64'), (-2, 'i64'), (31, 'i64'), (-31, 'i64')]:
		n, r = fresh(), fresh()
		emit(f'    {n} = arith.constant {k} : {it}')
		emit(f'    {r} = math.fpowi %a, {n} : {t}, {it}')
		print_float(r, t)
	# truncf to bf16, rounding to nearest even (asyncc in integer
	# operations, MLIR 19 by LLVM's fptrunc and compiler-rt's
	# __truncsfbf2), as bits.
	if t == 'f32':
		r, bits = fresh(), fresh()
		emit(f'    {r} = arith.truncf %a : f32 to bf16')
		emit(f'    {bits} = arith.bitcast {r} : bf16 to i16')
		emit(f'    vector.print {bits} : i16')
	emit('    return')
	emit('  }')
	# fptosi/fptoui only where the result is defined (finite, in range).
	emit(f'  func.func @ftoi_{t}(%a: {t}) {{')
	for conv, it in [('fptosi', 'i32'), ('fptoui', 'i32'), ('fptosi', 'i8')]:
		r = fresh()
		emit(f'    {r} = arith.{conv} %a : {t} to {it}')
		emit(f'    vector.print {r} : {it}')
	emit('    return')
	emit('  }')


def is_zero(h):
	"""Whether the float of bits h (hex) is +0.0 or -0.0."""
	bits = (len(h) - 2) * 4
	return int(h, 16) & ((1 << (bits - 1)) - 1) == 0


# f32 bit patterns for truncf to bf16, made floats at run time by a
# bitcast: NaNs whose payload is in the low half alone (signaling, and
# negative), ties, a subnormal tie, rounding up into infinity.
BF16_BITS = [0x7F800001, 0xFF800001, 0x7FC00000, 0x3F808000, 0x3F818000, 0x3F80C000,
             0x00008000, 0x00018000, 0x7F7FFFFF, 0x80000000]


def bf16_func():
	emit('  func.func @bf16_bits(%i: i32) {')
	f, r, bits = fresh(), fresh(), fresh()
	emit(f'    {f} = arith.bitcast %i : i32 to f32')
	emit(f'    {r} = arith.truncf {f} : f32 to bf16')
	emit(f'    {bits} = arith.bitcast {r} : bf16 to i16')
	emit(f'    vector.print {bits} : i16')
	emit('    return')
	emit('  }')


def const(v, t):
	c = fresh()
	if t == 'i1':
		emit(f'    {c} = arith.constant {v}')
	else:
		emit(f'    {c} = arith.constant {v} : {t}')
	return c


def mlir_int(v, w):
	"""A constant of width w (i1 prints as true/false in MLIR)."""
	if w == 1:
		return 'true' if v else 'false'
	return str(v)


def main_body():
	emit('  func.func @main() {')
	for w in INT_WIDTHS:
		t = f'i{w}'
		vals = int_values(w)
		lo = -(1 << (w - 1)) if w > 1 else -1
		for a in vals:
			ca = const(mlir_int(a, w), t)
			for b in vals:
				cb = const(mlir_int(b, w), t)
				emit(f'    func.call @safe_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
				if b != 0 and not (a == lo and b == -1):
					emit(f'    func.call @divs_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
				# MLIR 19's arith-expand of ceildivsi and floordivsi
				# computes INT_MIN / -1 on the way for a divisor of -1
				# and gets the most negative dividend wrong
				# (tests/exec/int_edges.mlir checks those by hand).
				if b != 0 and b != -1 and a != lo:
					emit(f'    func.call @fdivs_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
				if b != 0:
					emit(f'    func.call @divu_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
				if 0 <= b < w:
					emit(f'    func.call @shift_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
				if w in (8, 32, 64) and 0 <= b <= 5:
					emit(f'    func.call @ipowi_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
	ivals = int_values(64)
	for a in ivals:
		ca = const(a, 'index')
		for b in ivals:
			cb = const(b, 'index')
			emit(f'    func.call @index_safe({ca}, {cb}) : (index, index) -> ()')
			if b != 0 and not (a == -(1 << 63) and b == -1):
				emit(f'    func.call @index_div({ca}, {cb}) : (index, index) -> ()')
			if 0 <= b < 64:
				emit(f'    func.call @index_shift({ca}, {cb}) : (index, index) -> ()')
	for a in int_values(32):
		emit(f'    func.call @index_from_i32({const(a, "i32")}) : (i32) -> ()')
	for t, vals in [('f32', F32), ('f64', F64)]:
		for a in vals:
			ca = const(a, t)
			emit(f'    func.call @fun_{t}({ca}) : ({t}) -> ()')
			for b in vals:
				cb = const(b, t)
				emit(f'    func.call @fbin_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
				if not (is_zero(a) and is_zero(b)):
					emit(f'    func.call @fnum_{t}({ca}, {cb}) : ({t}, {t}) -> ()')
		for x in [0.0, -0.0, 1.0, -1.5, 2.5, 100.75, -128.0, 255.5, 3.0e9]:
			fits = -128 <= x < 128 and -2 ** 31 <= x < 2 ** 31 and 0 <= x < 2 ** 32
			if fits:
				h = f32_hex(x) if t == 'f32' else f64_hex(x)
				emit(f'    func.call @ftoi_{t}({const(h, t)}) : ({t}) -> ()')
	for b in BF16_BITS:
		v = b - (1 << 32) if b >= 1 << 31 else b
		emit(f'    func.call @bf16_bits({const(v, "i32")}) : (i32) -> ()')
	emit('    return')
	emit('  }')


emit('// Generated by tests/exec/edges_gen.py for tests/exec/edges.sh.')
emit('module {')
for w in INT_WIDTHS:
	int_funcs(w)
index_funcs()
float_funcs('f32')
float_funcs('f64')
bf16_func()
main_body()
emit('}')
if sys.argv[1:] == ['--labels']:
	# What each line of the program's output is: for finding a
	# difference (tests/exec/edges.sh prints these beside it).
	consts = dict(re.findall(r'(%v\d+) = arith.constant (\S+)', '\n'.join(out)))
	for fn, args in calls:
		vals = ', '.join(consts.get(a.strip(), a.strip()) for a in args.split(','))
		for op in labels[fn]:
			print(f'{fn}({vals}): {op}')
else:
	sys.stdout.write('\n'.join(out) + '\n')
