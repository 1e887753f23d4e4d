import StackedDataSources
print("placeholder")
