// libhyphen (Debian: libhyphen-dev, the hyphenation library of LibreOffice and Hunspell), with the
// TeX-pattern dictionaries of Debian's hyphen-* packages in /usr/share/hyphen.
#include <hyphen.h>
