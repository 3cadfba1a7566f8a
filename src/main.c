/* main.c - placeholder entry point while the driver is being built. */
#include "config.h"
#include <stdio.h>

int main(void)
{
	puts("asyncc " PACKAGE_VERSION);
	return 0;
}
