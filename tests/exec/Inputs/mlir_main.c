/* A C main for programs whose MLIR @main returns nothing: the object's
 * @main is renamed mlir_main (llvm_mixed_mlir.mlir). */
void mlir_main(void);

int main(void)
{
	mlir_main();
	return 0;
}
