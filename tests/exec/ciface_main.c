/* C side of ciface.mlir: MLIR's memref descriptors built by hand. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { double *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } Strided1D;
typedef struct { int64_t *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } I64Vec;
typedef struct { int32_t *allocated, *aligned; int64_t offset; } I32Scalar;
typedef struct { double lo, hi; } MinMax;
typedef struct { int64_t rank; void *descriptor; } Unranked;

double _mlir_ciface_sum(Strided1D *m);
void _mlir_ciface_minmax(MinMax *out, Strided1D *m);
void _mlir_ciface_iota(I64Vec *out, int64_t n);
void _mlir_ciface_scale_twice(Strided1D *m);
int32_t _mlir_ciface_get0(I32Scalar *m);
double _mlir_ciface_last(Unranked *u);
void _mlir_ciface_pass_on(Strided1D *m);

void _mlir_ciface_show_rank(Unranked *u)
{
	Strided1D *d = u->descriptor;
	printf("rank %lld, %lld elements, offset %lld\n", (long long)u->rank,
	       (long long)d->sizes[0], (long long)d->offset);
}

/* Called from MLIR. */
void _mlir_ciface_scale(Strided1D *m, double k)
{
	for (int64_t i = 0; i < m->sizes[0]; i++)
		m->aligned[m->offset + i * m->strides[0]] *= k;
}

int main(void)
{
	/* The odd numbers of 0..10, seen through offset 1 and stride 2. */
	double data[11];
	for (int i = 0; i < 11; i++)
		data[i] = i;
	Strided1D odd = {data, data, 1, {5}, {2}};
	printf("sum = %g\n", _mlir_ciface_sum(&odd));
	MinMax mm;
	_mlir_ciface_minmax(&mm, &odd);
	printf("min = %g max = %g\n", mm.lo, mm.hi);
	I64Vec v;
	_mlir_ciface_iota(&v, 5);
	printf("iota =");
	for (int64_t i = 0; i < v.sizes[0]; i++)
		printf(" %lld", (long long)v.aligned[v.offset + i * v.strides[0]]);
	printf("\n");
	free(v.allocated);
	_mlir_ciface_scale_twice(&odd);
	printf("scaled =");
	for (int i = 1; i < 11; i += 2)
		printf(" %g", data[i]);
	printf("\n");
	int32_t answer = 42;
	I32Scalar s = {&answer, &answer, 0};
	printf("rank0 = %d\n", _mlir_ciface_get0(&s));
	Unranked u = {1, &odd};
	printf("last = %g\n", _mlir_ciface_last(&u));
	_mlir_ciface_pass_on(&odd);
	return 0;
}
