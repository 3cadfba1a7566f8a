/* main.c - the asyncc command; everything is in the driver (driver.h). */
#include "config.h"
#include "driver.h"

int main(int argc, char **argv)
{
	return driver_main(argc, argv);
}
